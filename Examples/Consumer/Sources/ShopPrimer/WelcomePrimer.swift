import ActiveReachAdapter
import PrimerCore

/// The app's welcome primer: one ActiveReach-style campaign, its card text, and the events it reports.
public struct WelcomePrimer: Sendable {
    /// The campaign as the app configures it.
    public static let config = InAppPushPrimer.Config(
        campaignId: "welcome", title: "Stay in the loop", body: "Order updates and back-in-stock alerts.",
        allowButtonLabel: "Turn on notifications", laterButtonLabel: "Not right now",
        imageUrl: nil, icon: nil, cooldownDays: 7)

    /// The primer, reporting events through `emit`.
    public let primer: InAppPushPrimer

    /// A primer on `environment` (the live device when omitted; a simulated one in tests).
    public init(environment: PlatformEnvironment? = nil, emit: @escaping @Sendable (String) -> Void) {
        if let environment {
            primer = InAppPushPrimer(emit: { name, _ in emit(name) }, environment: environment)
        } else {
            primer = InAppPushPrimer(emit: { name, _ in emit(name) })
        }
    }

    /// Whether the card should show now: not authorized yet and not in its cooldown.
    public func shouldShow() async -> Bool {
        let authorized = await primer.isAlreadyAuthorized()
        return !authorized && !primer.isInCooldown(cooldownDays: Self.config.cooldownDays)
    }
}
