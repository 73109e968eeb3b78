import ActiveReachAdapter
import ActiveReachConformance
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// Every documented event on every path a card can take, with its properties: the "Canonical events"
/// table and "The flow" of https://docs.active-reach.ai/developers/sdks/ios-sdk/push-primer.
@Suite struct EventPathTests {
    struct Path: Sendable, CustomTestStringConvertible {
        let name: String
        let user: ScriptedUser
        let requestFailure: String?
        let events: [String]
        let trace: [String]
        let inCooldown: Bool
        var testDescription: String { name }
    }

    static let paths: [Path] = [
        Path(
            name: "allow, then Allow on the prompt", user: .answering(card: .accept, prompt: .allow),
            requestFailure: nil,
            events: ["in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_granted"],
            trace: ["request(badge,sound,alert)", "prompt(allow)", "register"], inCooldown: false),
        Path(
            name: "allow, then Don't Allow", user: .answering(card: .accept, prompt: .dontAllow), requestFailure: nil,
            events: ["in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_denied"],
            trace: ["request(badge,sound,alert)", "prompt(dontAllow)"], inCooldown: false),
        Path(
            name: "allow, request fails", user: .answering(card: .accept), requestFailure: "boom",
            events: ["in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_denied"],
            trace: ["request(badge,sound,alert)"], inCooldown: false),
        Path(
            name: "not right now", user: .answering(card: .later), requestFailure: nil,
            events: ["in_app.displayed", "push_primer.later_tapped"], trace: [], inCooldown: true),
        Path(
            name: "dismissed", user: .answering(card: .dismiss), requestFailure: nil,
            events: ["in_app.displayed", "in_app.dismissed"], trace: [], inCooldown: true),
    ]

    @Test(arguments: paths)
    func eventsOfOnePath(_ path: Path) async {
        let fixture = PrimerFixture(user: path.user)
        fixture.device.requestFailure = path.requestFailure
        let driver = await AdapterDescriptor.activeReach.makeDriver(fixture.device.environment)
        _ = await driver.presentPrimer()
        let reported = await driver.takeReports()
        #expect(reported.compactMap { $0.event?.rawValue } == path.events)

        // The same path through the public API directly, checking properties.
        let device = SimulatedDevice(user: path.user)
        device.requestFailure = path.requestFailure
        let direct = PrimerFixture(device: device)
        let primer = direct.primer()
        await primer.displayedAsync(config: PrimerFixture.config)
        switch path.user.cardAnswers[0] {
        case .accept: await primer.allowTappedAsync(config: PrimerFixture.config)
        case .later: await primer.laterTappedAsync(config: PrimerFixture.config)
        default: await primer.dismissedAsync(config: PrimerFixture.config)
        }
        let events = direct.emitted.all
        #expect(events.map(\.name) == path.events)
        #expect(events.allSatisfy { $0.properties["campaignId"] == "campaign_123" && $0.valuesAreScalars })
        #expect(direct.trace == path.trace)
        #expect(primer.isInCooldown(cooldownDays: 7) == path.inCooldown)
        if path.inCooldown { #expect(events.last?.properties["cooldownDays"] == "7") }
        if path.requestFailure != nil { #expect(events.last?.properties["error"] == "boom") }
        #expect(events.last?.properties["status"] != nil)
    }

    @Test func allowTappedIsEmittedBeforeTheRequestAndTheOutcomeAfterIt() async {
        let fixture = PrimerFixture()
        let requestsAtEmission = ReportLog<String>()
        let device = fixture.device
        let primer = InAppPushPrimer(
            emit: { name, _ in requestsAtEmission.append("\(name)#\(device.requests)") },
            environment: device.environment)
        await primer.allowTappedAsync(config: PrimerFixture.config)
        #expect(requestsAtEmission.all == ["push_primer.allow_tapped#0", "push_primer.permission_granted#1"])
    }

    @Test func fireAndForgetCallsAreEmittedInCallOrder() async {
        let fixture = PrimerFixture(user: .answering(card: .accept, prompt: .dontAllow))
        let names = await fixture.tap([.display, .allow, .display, .later], on: fixture.primer())
        #expect(
            names == [
                "in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_denied",
                "in_app.displayed", "push_primer.later_tapped",
            ])
    }
}

extension PrimerFixture {
    /// A fixture over an existing device.
    init(device: SimulatedDevice) { self.device = device }
}
