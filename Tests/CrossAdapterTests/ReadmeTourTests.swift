import ActiveReachAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The integrator's tour in README.md, in more detail (the README's test itself runs verbatim in
/// `Examples/Consumer`, as an app's test target): an app tests its own primer flow on a simulated
/// iPhone, with time moved by hand.
@Suite struct ReadmeTourTests {
    @Test func laterStartsASevenDayCooldownAndAcceptAfterItPromptsOnce() async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .later, prompt: .allow))
        let events = ReportLog<String>()
        let primer = InAppPushPrimer(emit: { name, _ in events.append(name) }, environment: device.environment)
        let config = InAppPushPrimer.Config(
            campaignId: "welcome", title: "Stay in the loop", body: "Order updates and back-in-stock alerts.",
            allowButtonLabel: "Turn on notifications", laterButtonLabel: "Not right now",
            imageUrl: nil, icon: nil, cooldownDays: 7)

        await primer.displayed(config: config)
        _ = await primer.laterTapped(config: config)
        #expect(primer.isInCooldown(cooldownDays: config.cooldownDays))

        device.clock.advance(days: 7)
        #expect(!primer.isInCooldown(cooldownDays: config.cooldownDays))
        await primer.displayed(config: config)
        let outcome = await primer.allowTapped(config: config)

        #expect(outcome.result == .granted)
        #expect(device.promptsShown == 1)
        #expect(device.registrations == 1)
        #expect(events.all == ["in_app.displayed", "push_primer.later_tapped", "in_app.displayed",
                               "push_primer.allow_tapped", "push_primer.permission_granted"])
    }
}
