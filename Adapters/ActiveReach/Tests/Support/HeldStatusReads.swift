@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A permission center whose status reads wait until ``release()``: the device's status round trip,
/// held open so a test can look at what holds while an action is still under way (no sleeping).
final class HeldStatusReads: PermissionCenter {
    private struct State {
        var released = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let inner: any PermissionCenter
    private let state = LockedValue(State())

    init(device: SimulatedDevice) { inner = device.environment.permissions }

    /// Lets every held read, and every later one, through.
    func release() {
        let waiting = state.withLock { state in
            state.released = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func authorizationStatus() async -> AuthorizationStatus {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let released = state.withLock { state in
                if !state.released { state.waiting.append(continuation) }
                return state.released
            }
            if released { continuation.resume() }
        }
        return await inner.authorizationStatus()
    }

    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await inner.requestAuthorization(options: options)
    }
}
