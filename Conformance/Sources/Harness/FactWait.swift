import Foundation

/// How the harness waits before it lets go of something it holds (a card, a system request): until what
/// the judge will look at has happened, never until "nothing has moved for a while", which a report
/// still queued on a busy machine does not move.
enum FactWait {
    /// How long a wait for a fact lasts at most, in scheduler turns (the first thousand back to back, then
    /// each after a 1 ms pause, so a broken adapter holds the check up for about ten seconds). Counted in
    /// turns, not wall-clock time: a correct adapter makes the fact true while the harness holds what it
    /// waits on, and its hops run between the harness's turns however slow the machine or the sanitizer
    /// is, so only a broken adapter (whose report comes only after the answer, and which no wait can
    /// make pass) reaches it. It bounds how long such an adapter holds up the check, not what is judged.
    static let backstopTurns = 10_000

    /// Past the first thousand turns, a wait also ends after this many seconds of wall-clock time. A
    /// correct adapter makes the fact true within a few turns, so this never decides its verdict; it
    /// keeps a broken adapter's wait short where each paused turn costs far more than 1 ms (a sanitizer
    /// on a loaded machine), so a check with many such waits ends within its deadline.
    static let backstopSeconds: Double = 2

    /// Returns `true` once `fact` holds, checked after each scheduler turn (a yield and a hop to the main
    /// actor, so main-actor work already scheduled has run); `false` when ``backstopTurns`` passed first
    /// or the check was cancelled (its deadline).
    @discardableResult
    static func until(_ fact: () async -> Bool) async -> Bool {
        var turns = 0
        var pausedSince: UInt64?
        while await !fact() {
            guard !Task.isCancelled, turns < backstopTurns else { return false }
            if let pausedSince, DispatchTime.now().uptimeNanoseconds - pausedSince > UInt64(backstopSeconds * 1e9) {
                return false
            }
            await Task.yield()
            await MainActor.run {}
            turns += 1
            // A broken adapter may keep the harness waiting for the whole backstop: poll, don't spin.
            if turns > 1_000 {
                if pausedSince == nil { pausedSince = DispatchTime.now().uptimeNanoseconds }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        return true
    }

    /// Returns once `fact` holds, or once `moves` (counters of what the adapter and the device do) has
    /// not changed for 64 scheduler turns in a row. Only for waits where no fact can tell a correct
    /// adapter's state: each caller says why holding longer cannot change its verdict.
    static func until(_ fact: () -> Bool, orStill moves: () -> [Int]) async {
        var last = moves()
        var stillTurns = 0
        while stillTurns < 64, !fact() {
            await Task.yield()
            await MainActor.run {}
            let now = moves()
            stillTurns = now == last ? stillTurns + 1 : 0
            last = now
        }
    }
}
