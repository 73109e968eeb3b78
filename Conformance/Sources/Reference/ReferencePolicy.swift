@_spi(AdapterAuthoring) import PrimerCore

/// The rules ``ReferencePrimer`` drives the device's engine with.
public enum ReferencePolicy {
    /// The reference rules: upgrade provisional users, treat ephemeral as authorized, send denied users
    /// to Settings, a 7-day cooldown stamped when the card shows, register after a grant.
    public static func make() -> PrimerPolicy {
        PrimerPolicy(
            throttle: ThrottlePolicy(
                kind: .cooldown(days: 7), stampedOn: [.shown],
                storageKey: "reference.lastShown"))
    }

    /// The reference rules with a one-hour minimum interval instead of the cooldown, stamped when the
    /// card shows, and ephemeral users suppressed as not eligible.
    public static func makeInterval() -> PrimerPolicy {
        PrimerPolicy(
            ephemeral: .suppress,
            throttle: ThrottlePolicy(
                kind: .minimumInterval(seconds: 3_600), stampedOn: [.shown], storageKey: "reference.intervalShown"))
    }
}
