@_spi(AdapterAuthoring) import PrimerCore

/// A permission center whose next status read, once armed, is answered by the system at once but reaches
/// the caller only when the harness lets it go: a read iOS answered before the system prompt was, which
/// the app receives after the prompt's answer. Requests pass straight through.
final class LateStatusReads: PermissionCenter {
    private struct State {
        var armed = false
        var held: CheckedContinuation<Void, Never>?
        var isHolding = false
        var released = false
    }

    private let inner: any PermissionCenter
    private let state = LockedValue(State())

    init(_ inner: any PermissionCenter) { self.inner = inner }

    /// The next status read is held (once answered) until ``release()``.
    func armNextRead() { state.withLock { $0.armed = true } }

    /// Whether an armed read has been answered and is held.
    var isHolding: Bool { state.withLock { $0.isHolding } }

    /// Delivers the held read (and lets an armed read that comes later through at once).
    func release() {
        let held = state.withLock { state in
            state.released = true
            defer { state.held = nil }
            return state.held
        }
        held?.resume()
    }

    func authorizationStatus() async -> AuthorizationStatus {
        let status = await inner.authorizationStatus()
        let holds = state.withLock { state in
            defer { state.armed = false }
            return state.armed
        }
        guard holds else { return status }
        await withCheckedContinuation { continuation in
            let deliverNow = state.withLock { state in
                if state.released { return true }
                state.held = continuation
                state.isHolding = true
                return false
            }
            if deliverNow { continuation.resume() }
        }
        return status
    }

    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await inner.requestAuthorization(options: options)
    }
}
