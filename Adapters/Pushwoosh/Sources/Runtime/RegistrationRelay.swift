import Foundation
import PrimerCore
import Synchronization

/// Hands the APNs answer, which iOS delivers to the app delegate, to the registrations waiting for it.
/// The live registrar waits here; the app forwards with ``Pushwoosh/handlePushRegistration(_:)`` and
/// ``Pushwoosh/handlePushRegistrationFailure(_:)``, as with the vendor SDK.
///
/// Every waiter gets the next answer; an answer with nobody waiting is dropped (iOS sends one per
/// registration, and a late one after a timeout must not resolve the next registration).
final class RegistrationRelay: Sendable {
    /// The relay of the live environment.
    static let shared = RegistrationRelay()

    private let waiters = Mutex<[CheckedContinuation<DeviceToken, any Error>]>([])

    /// Starts a registration with `start` and waits for the next answer.
    func register(start: @escaping @Sendable () async -> Void) async throws -> DeviceToken {
        try await withCheckedThrowingContinuation { continuation in
            waiters.withLock { $0.append(continuation) }
            Task { await start() }
        }
    }

    /// Resolves every waiting registration with `result`.
    func deliver(_ result: Result<DeviceToken, any Error>) {
        let waiting = waiters.withLock { waiters in
            defer { waiters.removeAll() }
            return waiters
        }
        for continuation in waiting { continuation.resume(with: result) }
    }

    /// How many registrations are waiting (for tests).
    var waiting: Int { waiters.withLock { $0.count } }
}

/// The error of a registration whose answer did not arrive.
public struct PushRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates the error.
    public init(description: String) { self.description = description }
}

extension Pushwoosh {
    /// Forward `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` here, as with the vendor
    /// SDK: the primer's registration (and the registration callbacks) receive the token.
    public static func handlePushRegistration(_ deviceToken: Data) {
        RegistrationRelay.shared.deliver(.success(DeviceToken(deviceToken)))
    }

    /// Forward `application(_:didFailToRegisterForRemoteNotificationsWithError:)` here.
    public static func handlePushRegistrationFailure(_ error: any Error) {
        RegistrationRelay.shared.deliver(.failure(PushRegistrationError(description: "\(error)")))
    }
}
