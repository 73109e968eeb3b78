import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A registrar that gives up after a deadline: the vendor waits for the APNs token forever, so an
/// unanswered registration would hang `enableRemoteNotifications()`. The first of "token", "error" and
/// "deadline" wins (``raceAgainstDeadline(_:deadline:onLateResult:)``); the loser is cancelled.
struct ActitoTokenDeadline: RemoteRegistrar {
    let base: any RemoteRegistrar
    let timeout: TimeInterval
    let timer: any ActitoTimer

    func registerForRemoteNotifications() async throws -> DeviceToken {
        let (base, timer, timeout) = (base, timer, timeout)
        switch await raceAgainstDeadline(
            { try await base.registerForRemoteNotifications() },
            deadline: { try await timer.sleep(for: timeout) })
        {
        case let .finished(token): return token
        case let .failed(error): throw error
        case .expired: throw ActitoPushError.tokenTimeout(seconds: timeout)
        }
    }

    func unregisterForRemoteNotifications() async {
        await base.unregisterForRemoteNotifications()
    }
}
