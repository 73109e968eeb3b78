import Foundation

/// Pairs `registerForRemoteNotifications()` callers with the token the system hands to the app
/// delegate, for the live binding where the answer does not come back from the call itself.
///
/// The app forwards its delegate callbacks:
/// ```swift
/// func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
///     RemoteRegistrationRelay.shared.didRegister(deviceToken: deviceToken)
/// }
/// func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
///     RemoteRegistrationRelay.shared.didFailToRegister(error: error)
/// }
/// ```
/// Callers who arrive while a registration is pending join it (one system call, every caller gets its
/// answer); a callback with nobody waiting (the app registered on its own) only updates ``lastToken``.
/// A cancelled caller stops waiting with `CancellationError`; the others keep waiting. A caller whose
/// `deadline` passes first stops with ``RemoteRegistrationError/noAnswer``, so an app that forgot to
/// forward its callbacks gets an error instead of an attempt that never ends.
public final class RemoteRegistrationRelay: Sendable {
    private struct State {
        var waiting: [Int: CheckedContinuation<DeviceToken, any Error>] = [:]
        var nextID = 0
        var lastToken: DeviceToken?
    }

    private let state = LockedValue(State())

    /// The relay the live bindings use and the app delegate feeds.
    public static let shared = RemoteRegistrationRelay()

    /// Creates a relay with nobody waiting.
    @_spi(AdapterAuthoring) public init() {}

    /// Waits for the next token or error. `start` (the system call) runs only when this caller is the
    /// first of a new batch, after the caller is registered, so an immediate callback is not missed.
    /// When `deadline` returns before an answer arrives, this caller stops waiting with
    /// ``RemoteRegistrationError/noAnswer`` (the live registrar passes a 30-second sleep).
    @_spi(AdapterAuthoring) public func register(
        deadline: (@Sendable () async -> Void)? = nil,
        start: @escaping @Sendable () async -> Void
    ) async throws -> DeviceToken {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        let timer = deadline.map { deadline in
            Task { [weak self] in
                await deadline()
                self?.state.withLock { $0.waiting.removeValue(forKey: id) }?
                    .resume(throwing: RemoteRegistrationError.noAnswer)
            }
        }
        defer { timer?.cancel() }
        let token = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<DeviceToken, any Error>) in
                let (isFirst, cancelled) = state.withLock { state -> (Bool, Bool) in
                    if Task.isCancelled { return (false, true) }
                    state.waiting[id] = continuation
                    return (state.waiting.count == 1, false)
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else if isFirst {
                    Task { await start() }
                }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: CancellationError())
        }
        return token
    }

    /// Forward of `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    public func didRegister(deviceToken: Data) {
        let token = DeviceToken(deviceToken)
        let waiting = state.withLock { state in
            state.lastToken = token
            defer { state.waiting.removeAll() }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume(returning: token) }
    }

    /// Forward of `application(_:didFailToRegisterForRemoteNotificationsWithError:)`.
    public func didFailToRegister(error: any Error) {
        let waiting = state.withLock { state in
            defer { state.waiting.removeAll() }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume(throwing: error) }
    }

    /// The last token the system delivered, if any.
    public var lastToken: DeviceToken? { state.withLock { $0.lastToken } }

    /// Callers waiting for the pending registration.
    package var waitingCount: Int { state.withLock { $0.waiting.count } }
}
