import ActitoAdapter
import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A timer whose budget has already run out: `sleep` returns at once, recording the duration asked for.
final class ExpiredTimer: ActitoTimer {
    private let asked = LockedValue<[TimeInterval]>([])
    var durations: [TimeInterval] { asked.withLock { $0 } }

    func sleep(for duration: TimeInterval) async throws {
        asked.withLock { $0.append(duration) }
    }
}

/// A timer that never runs out: `sleep` ends only when cancelled (the work won).
struct UnexpiringTimer: ActitoTimer {
    func sleep(for duration: TimeInterval) async throws {
        try await suspendUntilCancelled()
    }
}
