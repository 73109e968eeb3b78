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

    private struct State {
        var waiters: [Int: CheckedContinuation<DeviceToken, any Error>] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// Starts a registration with `start` and waits for the next answer; after `timeoutNanoseconds` (when
    /// given) this registration alone fails, so a missing answer never blocks an attempt for good.
    func register(timeoutNanoseconds: UInt64? = nil,
                  start: @escaping @Sendable () async -> Void) async throws -> DeviceToken {
        try await withCheckedThrowingContinuation { continuation in
            let id = state.withLock { state in
                state.nextID += 1
                state.waiters[state.nextID] = continuation
                return state.nextID
            }
            Task { await start() }
            if let timeoutNanoseconds {
                Task { [weak self] in
                    try? await Task.sleep(nanoseconds: timeoutNanoseconds)
                    self?.expire(id, after: "\(timeoutNanoseconds / 1_000_000_000) s")
                }
            }
        }
    }

    /// Resolves every waiting registration with `result`.
    func deliver(_ result: Result<DeviceToken, any Error>) {
        let waiting = state.withLock { state in
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for continuation in waiting { continuation.resume(with: result) }
    }

    /// Fails registration `id` if it is still waiting (its answer did not come in time).
    func expire(_ id: Int, after delay: String) {
        guard let continuation = state.withLock({ $0.waiters.removeValue(forKey: id) }) else { return }
        continuation.resume(throwing: PushRegistrationError(
            description: "no APNs answer within \(delay): forward the app delegate's registration callbacks to "
                + "Pushwoosh.handlePushRegistration(_:) / handlePushRegistrationFailure(_:)"))
    }

    /// The registrations waiting, by id (for tests).
    var waitingIDs: [Int] { state.withLock { $0.waiters.keys.sorted() } }

    /// How many registrations are waiting (for tests).
    var waiting: Int { waitingIDs.count }
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
