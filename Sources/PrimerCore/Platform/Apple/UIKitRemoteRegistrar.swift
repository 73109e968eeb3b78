#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The live ``RemoteRegistrar``: `UIApplication.registerForRemoteNotifications()`, answered through
/// ``RemoteRegistrationRelay`` (the app forwards its delegate callbacks to the relay).
@_spi(AdapterAuthoring) public struct UIKitRemoteRegistrar: RemoteRegistrar {
    private let relay: RemoteRegistrationRelay
    private let timeoutNanoseconds: UInt64

    /// A registrar answered by `relay` (the shared one unless the app keeps its own) that gives up after
    /// `timeoutSeconds` without a delegate callback.
    public init(relay: RemoteRegistrationRelay = .shared, timeoutSeconds: UInt64 = 30) {
        self.relay = relay
        // Saturates: a timeout beyond UInt64 nanoseconds (585 years) waits as long as one can.
        let (nanoseconds, overflow) = timeoutSeconds.multipliedReportingOverflow(by: 1_000_000_000)
        timeoutNanoseconds = overflow ? .max : nanoseconds
    }

    /// Registers and waits for the delegate's token or error (or ``RemoteRegistrationError/noAnswer``).
    public func registerForRemoteNotifications() async throws -> DeviceToken {
        let timeout = timeoutNanoseconds
        return try await relay.register(
            deadline: { try? await Task.sleep(nanoseconds: timeout) },
            start: { await MainActor.run { UIApplication.shared.registerForRemoteNotifications() } })
    }

    /// `UIApplication.unregisterForRemoteNotifications()`.
    public func unregisterForRemoteNotifications() async {
        await MainActor.run { UIApplication.shared.unregisterForRemoteNotifications() }
    }
}
#endif
