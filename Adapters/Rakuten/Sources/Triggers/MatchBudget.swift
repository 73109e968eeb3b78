/// The work trigger matching may do, counted in deterministic steps rather than wall time, so the same
/// campaigns and events always get the same answer on every device and under any load.
///
/// A step is one regex-machine instruction visited, one candidate event examined, one condition checked
/// (plus one per 64 bytes of a string value), or one scalar of a pattern compiled or of a value prepared
/// for a regex. Each campaign evaluation may always spend its own ``stepsPerCampaign``; beyond that it
/// draws on a pool of ``stepsPerEvent`` that every event the app logs renews (the passes that a campaign
/// button's trigger or a tooltip target causes draw on what is left). A campaign whose evaluation runs
/// out is not ready in that pass. So one matching pass does at most
/// `WireLimits.maxCampaigns × stepsPerCampaign + stepsPerEvent` steps, however hostile the campaigns
/// (a release build on a 2026 x86-64 server core: about 15 ns a step; a `logEvent` against 500
/// campaigns × 64 conditions `(?:a?){990}b` and an 8,192-character value measured 25–42 ms of CPU),
/// and cheap campaigns still match after expensive ones have used the pool up.
struct MatchBudget: Sendable {
    /// Steps each campaign evaluation may always spend.
    static let stepsPerCampaign = 1_000
    /// Steps shared by the evaluations of one logged event, beyond their own allowance.
    static let stepsPerEvent = 1_000_000

    private var own = Self.stepsPerCampaign
    private var shared = Self.stepsPerEvent

    /// Steps the current evaluation may still spend.
    var available: Int { own + shared }

    /// A new event: the shared pool is full again.
    mutating func renewPool() { shared = Self.stepsPerEvent }

    /// A new campaign evaluation: its own allowance is full again.
    mutating func startCampaign() { own = Self.stepsPerCampaign }

    /// Spends everything left: an evaluation ran out.
    mutating func exhaust() {
        own = 0
        shared = 0
    }

    /// Spends `steps` (its own allowance first); `false`, with nothing left, when they are not available.
    mutating func spend(_ steps: Int) -> Bool {
        guard steps <= available else {
            exhaust()
            return false
        }
        let fromOwn = min(own, steps)
        own -= fromOwn
        shared -= steps - fromOwn
        return true
    }
}
