/// A driver of an adapter whose profile maps ``APIMapping/Concept/resetThrottle``, probed for with `as?`.
public protocol ThrottleResettingDriver: PrimerDriver {
    /// Forgets the throttle through the adapter's public reset (ActiveReach's `clearCooldown()`), as an
    /// app does when its operator resets the opt-in state; `false` when it refused.
    func resetThrottle() async -> Bool
}
