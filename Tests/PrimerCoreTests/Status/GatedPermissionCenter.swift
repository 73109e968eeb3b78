@_spi(AdapterAuthoring) import PrimerCore

/// A permission center whose status readings wait until the test answers each one, so a test can
/// finish readings in any order.
final class GatedPermissionCenter: PermissionCenter {
    private struct State {
        var waiting: [Int: CheckedContinuation<AuthorizationStatus, Never>] = [:]
        var readers = 0
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = LockedValue(State())

    func authorizationStatus() async -> AuthorizationStatus {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                state.readers += 1
                state.waiting[state.readers] = continuation
                let readers = state.readers
                let ready = state.watchers.filter { $0.count <= readers }.map(\.continuation)
                state.watchers.removeAll { $0.count <= readers }
                return ready
            }
            for watcher in ready { watcher.resume() }
        }
    }

    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool { false }

    /// Returns once `count` readings have started.
    func waitForReaders(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                guard state.readers < count else { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Finishes reading number `reader` (1-based) with `status`.
    func answer(reader: Int, with status: AuthorizationStatus) {
        state.withLock { $0.waiting.removeValue(forKey: reader) }?.resume(returning: status)
    }
}
