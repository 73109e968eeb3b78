// The README's integrator test, verbatim (the README's "Tour for integrators"); the shell check in
// `.ci/run` compares it with the README, so the two cannot drift apart.
import ActiveReachAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// Your app's primer flow: outside the cooldown, show your card, record the display, act on the button.
func showPrimer(
    _ primer: InAppPushPrimer, _ config: InAppPushPrimer.Config,
    on device: SimulatedDevice
) async -> PrimerResult? {
    guard !primer.isInCooldown(cooldownDays: config.cooldownDays) else { return nil }
    let answer = Task { await device.environment.presenter.present(config.card) } // the scripted user answers
    await primer.displayedAsync(config: config)
    switch await answer.value {
    case .accept: return await primer.allowTappedAsync(config: config).result
    case .later: return await primer.laterTappedAsync(config: config).result
    case .dismiss: return await primer.dismissedAsync(config: config).result
    case .failedToPresent, .presenterMissing: return nil
    }
}

@Test func laterStartsASevenDayCooldown() async {
    // "Not right now" the first time, accept from then on; Allow at the system prompt.
    let device = SimulatedDevice(status: .notDetermined, user: ScriptedUser(cardAnswers: [.later, .accept]))
    let primer = InAppPushPrimer(emit: { _, _ in }, environment: device.environment)
    let config = InAppPushPrimer.Config(
        campaignId: "welcome", title: "Stay in the loop",
        body: "Order updates and back-in-stock alerts.", allowButtonLabel: "Turn on notifications",
        laterButtonLabel: "Not right now", imageUrl: nil, icon: nil, cooldownDays: 7)

    #expect(await showPrimer(primer, config, on: device) == .later)
    device.clock.advance(days: 6)
    #expect(await showPrimer(primer, config, on: device) == nil) // cooling down: no card
    device.clock.advance(days: 1)
    #expect(await showPrimer(primer, config, on: device) == .granted)
    #expect(device.cardsShown == 2)
    #expect(device.promptsShown == 1) // the one system prompt, shown once
}
