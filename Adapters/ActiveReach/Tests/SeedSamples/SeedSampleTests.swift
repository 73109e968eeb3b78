import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import ActiveReachAdapter

/// The seed's samples, run against a simulated device through `PrimerPlatform`
/// (overridden for the test's task). Serialized: the samples share the vendor's process-wide statics
/// (`UserDefaults` suites, `Aegis.shared`).
@Suite(.serialized) @MainActor struct SeedSampleTests {
    /// What one launch of the sample app does: lifecycle, then the user's button on the presented card.
    private func launch(on device: SimulatedDevice) async -> (primer: InAppPushPrimer, config: InAppPushPrimer.Config) {
        let (primer, config) = constructingThePrimer()
        wiringTheLifecycle(primer: primer, config: config)
        await primer.waitUntilIdle()
        if presentedCampaigns.popLast() == config.campaignId {
            let buttons = SampleCardButtons(primer: primer, config: config)
            switch await device.environment.presenter.present(config.card) {
            case .accept: buttons.onAllow()
            case .later: buttons.onLater()
            case .dismiss, .failedToPresent, .presenterMissing: buttons.onDismiss()
            }
            await primer.waitUntilIdle()
        }
        return (primer, config)
    }

    /// Runs `body` on the main actor with `device` as the test task's platform.
    private func withHost(_ device: SimulatedDevice, _ body: @escaping @MainActor @Sendable () async -> Void) async {
        await PrimerPlatform.withEnvironment(device.environment) { @MainActor @Sendable in
            _ = cooldownManagement(primer: constructingThePrimer().0, config: constructingThePrimer().1)
            _ = Aegis.shared.tracked.drain()
            presentedCampaigns.removeAll()
            await body()
        }
    }

    @Test func documentedLifecycleOverAWeek() async {
        let device = SimulatedDevice(user: ScriptedUser(cardAnswers: [.later, .accept]))
        await withHost(device) {
            // Day 0: the card shows, the user taps "Not right now".
            _ = await launch(on: device)
            #expect(
                Aegis.shared.tracked.drain() == [
                    "in_app.displayed@campaign_123", "push_primer.later_tapped@campaign_123",
                ])

            // Day 6, after a relaunch: still in cooldown, nothing shows, nothing is emitted.
            device.relaunch()
            device.clock.advance(days: 6)
            _ = await launch(on: device)
            #expect(Aegis.shared.tracked.drain().isEmpty)

            // Day 7: the card shows again; Allow fires the one prompt, the user allows, the app registers.
            device.relaunch()
            device.clock.advance(days: 1)
            _ = await launch(on: device)
            #expect(
                Aegis.shared.tracked.drain() == [
                    "in_app.displayed@campaign_123", "push_primer.allow_tapped@campaign_123",
                    "push_primer.permission_granted@campaign_123",
                ])

            // Authorized now: the lifecycle stops at step 1.
            _ = await launch(on: device)
            #expect(Aegis.shared.tracked.drain().isEmpty)
            #expect(
                device.trace.map(\.description) == [
                    "card(campaign_123)", "relaunch", "relaunch", "card(campaign_123)", "request(badge,sound,alert)",
                    "prompt(allow)", "register",
                ])
        }
    }

    @Test func dismissIsASoftLaterAndCooldownHelpersWork() async {
        let device = SimulatedDevice(user: .answering(card: .dismiss))
        await withHost(device) {
            let (primer, config) = await launch(on: device)
            #expect(Aegis.shared.tracked.drain() == ["in_app.displayed@campaign_123", "in_app.dismissed@campaign_123"])
            #expect(cooldownManagement(primer: primer, config: config) == true)
            #expect(primer.isInCooldown(cooldownDays: config.cooldownDays) == false)
            #expect(device.requests == 0)
        }
    }

    @Test func anAppGroupSuiteSharesTheCooldownAcrossInstances() async {
        let device = SimulatedDevice(user: .answering(card: .later))
        await withHost(device) {
            let app = appGroupPrimer()
            let widget = appGroupPrimer()
            app.clearCooldown()
            #expect(widget.isInCooldown(cooldownDays: 7) == false)
            await app.laterTappedAsync(config: PrimerFixture.config)
            #expect(widget.isInCooldown(cooldownDays: 7))
            device.clock.advance(days: 7)
            #expect(widget.isInCooldown(cooldownDays: 7) == false)
            device.clock.advance(days: -7)
            widget.clearCooldown()
            #expect(app.isInCooldown(cooldownDays: 7) == false)
            // The standard suite is another store: the App Group cooldown does not leak into it.
            await app.laterTappedAsync(config: PrimerFixture.config)
            #expect(constructingThePrimer().0.isInCooldown(cooldownDays: 7) == false)
            app.clearCooldown()
            // Whatever else wrote the key reads as no cooldown, and the next Later repairs it.
            for foreign: Any in ["yesterday", Data([1, 2]), [1, 2], Double.nan] {
                UserDefaults(suiteName: "group.com.example.app")?.set(
                    foreign, forKey: ActiveReachPolicy.cooldownStorageKey)
                #expect(widget.isInCooldown(cooldownDays: 7) == false, "\(foreign)")
            }
            await app.laterTappedAsync(config: PrimerFixture.config)
            #expect(widget.isInCooldown(cooldownDays: 7))
            app.clearCooldown()
        }
    }

    @Test func isAlreadyAuthorizedCompletesOnTheMainActor() async {
        let device = SimulatedDevice(status: .authorized)
        await withHost(device) {
            let (primer, _) = constructingThePrimer()
            let authorized = await withCheckedContinuation { continuation in
                primer.isAlreadyAuthorized { authorized in
                    // The completion's type is @MainActor; this traps if the runtime disagrees.
                    MainActor.assertIsolated("isAlreadyAuthorized completion off the main actor")
                    continuation.resume(returning: authorized)
                }
            }
            #expect(authorized)
        }
    }

    @Test func withoutAHostEnvironmentAllowFailsSafelyAsDenied() async {
        let suite = "test.activereach.noHost"
        let emitted = ReportLog<String>()
        let primer = InAppPushPrimer(
            emit: { name, properties in emitted.append("\(name) \(properties["error"] ?? "")") },
            defaults: UserDefaults(suiteName: suite) ?? .standard)
        #expect(await primer.isAlreadyAuthorized() == false)
        #expect(await primer.allowTappedAsync(config: PrimerFixture.config).result == .failed)
        #expect(
            emitted.all == [
                "push_primer.allow_tapped ",
                "push_primer.permission_denied no notification system: call PrimerPlatform.bootstrap(_:) with the app's PlatformEnvironment",
            ])
        UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite)
    }
}
