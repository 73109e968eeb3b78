import ActitoAdapter
import Synchronization

/// A timer whose budget has already run out: `sleep` returns at once, recording the duration asked for.
final class ExpiredTimer: ActitoTimer {
    private let asked = Mutex<[Duration]>([])
    var durations: [Duration] { asked.withLock { $0 } }

    func sleep(for duration: Duration) async throws {
        asked.withLock { $0.append(duration) }
    }
}

/// A timer that never runs out: `sleep` ends only when cancelled (the work won).
struct UnexpiringTimer: ActitoTimer {
    func sleep(for duration: Duration) async throws {
        try await suspendUntilCancelled()
    }
}
