// The README's integrator test, verbatim (the README's "Tour for integrators"); the shell check in
// `.ci/run` compares it with the README, so the two cannot drift apart.
import ActiveReachAdapter
import PrimerCore
import PrimerSimulator
import Testing

@Test func laterStartsASevenDayCooldown() async {
    let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .later, prompt: .allow))
    let events = LockedValue<[String]>([])
    let primer = InAppPushPrimer(emit: { name, _ in events.withLock { $0.append(name) } },
                                 environment: device.environment)
    let config = InAppPushPrimer.Config(campaignId: "welcome", title: "Stay in the loop",
        body: "Order updates and back-in-stock alerts.", allowButtonLabel: "Turn on notifications",
        laterButtonLabel: "Not right now", imageUrl: nil, icon: nil, cooldownDays: 7)

    await primer.displayed(config: config)
    _ = await primer.laterTapped(config: config)
    #expect(primer.isInCooldown(cooldownDays: 7))

    device.clock.advance(days: 7)
    await primer.displayed(config: config)
    #expect(await primer.allowTapped(config: config).result == .granted)
    #expect(device.promptsShown == 1)          // the one system prompt, shown once
}
