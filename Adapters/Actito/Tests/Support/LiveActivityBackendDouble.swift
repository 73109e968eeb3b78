import ActitoAdapter
import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A live-activity backend that records calls, can be told to fail, and can hold calls until released.
final class RecordingLiveActivityBackend: ActitoLiveActivityBackend {
    enum Call: Hashable, Sendable {
        case register(ActitoLiveActivityRegistration)
        case end(String)
    }

    private struct State {
        var calls: [Call] = []
        var failure: String?
        var holding = false
        var held: [CheckedContinuation<Void, Never>] = []
    }

    private let state = LockedValue(State())

    /// Every call the backend accepted, in order.
    var calls: [Call] { state.withLock { $0.calls } }

    /// When set, every call throws this reason.
    var failure: String? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// When on, calls wait for ``releaseAll()`` before they are recorded.
    func hold() { state.withLock { $0.holding = true } }

    /// Lets held calls finish, newest first, and stops holding.
    func releaseAll() {
        let held = state.withLock { state in
            state.holding = false
            defer { state.held.removeAll() }
            return state.held
        }
        for continuation in held.reversed() { continuation.resume() }
    }

    /// Returns once `count` calls are held.
    func waitUntilHeld(_ count: Int) async {
        while state.withLock({ $0.held.count }) < count { await Task.yield() }
    }

    func registerLiveActivity(_ registration: ActitoLiveActivityRegistration) async throws {
        try await accept(.register(registration))
    }

    func endLiveActivity(_ activityId: String) async throws {
        try await accept(.end(activityId))
    }

    private func accept(_ call: Call) async throws {
        await withCheckedContinuation { continuation in
            let wait = state.withLock { state -> Bool in
                guard state.holding else { return false }
                state.held.append(continuation)
                return true
            }
            if !wait { continuation.resume() }
        }
        if let failure = failure { throw TestBackendError(reason: failure) }
        state.withLock { $0.calls.append(call) }
    }
}

struct TestBackendError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
