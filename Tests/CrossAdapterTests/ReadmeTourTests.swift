import ActiveReachAdapter
import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The integrator's tour in README.md, kept compiling and true: an app tests its own primer flow on a
/// simulated iPhone, with time moved by hand. The README's block is below verbatim (a test checks it);
/// `Examples/Consumer` runs the same block as an app's test target.
@Suite struct ReadmeTourTests {
    @Test func theReadmeExampleIsVerbatimInThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "/// Your app's primer flow"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let example = String(readme[start.lowerBound..<end.lowerBound])
        #expect(try String(contentsOf: here, encoding: .utf8).contains(example))
    }

    /// The README's installation block is `Examples/Consumer`'s (which CI builds and tests): the path form,
    /// and the product the tour's test imports.
    @Test func theInstallationBlockIsTheConsumerPackages() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let consumer = try String(
            contentsOf: root.appendingPathComponent("Examples/Consumer/Package.swift"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Installation"))
        let end = try #require(readme.range(of: "```\n\n", range: start.upperBound..<readme.endIndex))
        let block = readme[start.upperBound..<end.lowerBound]
        for line in [
            #".package(name: "PushPrimerKit", path: "#,
            #".product(name: "ActiveReachAdapter", package: "PushPrimerKit")"#,
            #".product(name: "PrimerSimulator", package: "PushPrimerKit")"#,
        ] {
            #expect(block.contains(line), "README's installation lacks \(line)")
            #expect(consumer.contains(line), "Examples/Consumer lacks \(line)")
        }
        #expect(readme.contains("import ActiveReachAdapter"), "the tour imports the product the block links")
    }

    /// The example asserts the "later" it scripts: a user who accepts at once is granted, no cooldown.
    @Test(arguments: [CardAnswer.accept, .dismiss])
    func theExampleTellsOtherAnswersApart(first: CardAnswer) async {
        let device = SimulatedDevice(status: .notDetermined, user: ScriptedUser(cardAnswers: [first]))
        let primer = InAppPushPrimer(emit: { _, _ in }, environment: device.environment)
        let config = InAppPushPrimer.Config(
            campaignId: "welcome", title: "Stay in the loop", body: "Order updates and back-in-stock alerts.",
            allowButtonLabel: "Turn on notifications", laterButtonLabel: "Not right now",
            imageUrl: nil, icon: nil, cooldownDays: 7)

        let result = await showPrimer(primer, config, on: device)
        #expect(result != .later)
        #expect(result == (first == .accept ? .granted : .dismissed))
    }

    @Test func laterStartsASevenDayCooldownAndAcceptAfterItPromptsOnce() async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .later, prompt: .allow))
        let events = ReportLog<String>()
        let primer = InAppPushPrimer(emit: { name, _ in events.append(name) }, environment: device.environment)
        let config = InAppPushPrimer.Config(
            campaignId: "welcome", title: "Stay in the loop", body: "Order updates and back-in-stock alerts.",
            allowButtonLabel: "Turn on notifications", laterButtonLabel: "Not right now",
            imageUrl: nil, icon: nil, cooldownDays: 7)

        await primer.displayedAsync(config: config)
        _ = await primer.laterTappedAsync(config: config)
        #expect(primer.isInCooldown(cooldownDays: config.cooldownDays))

        device.clock.advance(days: 7)
        #expect(!primer.isInCooldown(cooldownDays: config.cooldownDays))
        await primer.displayedAsync(config: config)
        let outcome = await primer.allowTappedAsync(config: config)

        #expect(outcome.result == .granted)
        #expect(device.promptsShown == 1)
        #expect(device.registrations == 1)
        #expect(
            events.all == [
                "in_app.displayed", "push_primer.later_tapped", "in_app.displayed",
                "push_primer.allow_tapped", "push_primer.permission_granted",
            ])
    }
}

// Verbatim from README.md (after its imports).
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
