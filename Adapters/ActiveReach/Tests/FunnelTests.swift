import ActiveReachAdapter
import ActiveReachConformance
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The per-campaign funnel built from emitted events.
@Suite struct FunnelTests {
    @Test func theFunnelCountsExactlyTheSixDocumentedEvents() {
        #expect(
            PushPrimerFunnel.events.map(\.rawValue) == [
                "in_app.displayed", "in_app.dismissed", "push_primer.allow_tapped", "push_primer.later_tapped",
                "push_primer.permission_granted", "push_primer.permission_denied",
            ])
    }

    @Test func funnelCountsEachCampaignFromTheEmittedEvents() async {
        let recorder = PushPrimerFunnelRecorder()
        let spring = InAppPushPrimer.Config(
            campaignId: "spring", title: "t", body: "b", allowButtonLabel: "a",
            laterButtonLabel: "l")
        // Four users see "spring": one allows, one refuses on the prompt, one taps later, one dismisses.
        for answer in [CardAnswer.accept, .accept, .later, .dismiss] {
            let prompt: SystemPromptAnswer = recorder.funnel["spring"]?.granted == 1 ? .dontAllow : .allow
            let device = SimulatedDevice(user: .answering(card: answer, prompt: prompt))
            let primer = InAppPushPrimer(emit: recorder.emitter(), environment: device.environment)
            await primer.displayedAsync(config: spring)
            switch answer {
            case .accept: await primer.allowTappedAsync(config: spring)
            case .later: await primer.laterTappedAsync(config: spring)
            default: await primer.dismissedAsync(config: spring)
            }
        }
        // One user sees the driver's campaign and allows.
        let driver = await AdapterDescriptor.activeReach.makeDriver(SimulatedDevice().environment)
        _ = await driver.presentPrimer()

        let funnel = recorder.funnel
        let campaign = funnel["spring"]
        #expect(campaign?.displayed == 4)
        #expect(campaign?.allowTapped == 2)
        #expect(campaign?.granted == 1)
        #expect(campaign?.denied == 1)
        #expect(campaign?.later == 1)
        #expect(campaign?.dismissed == 1)
        #expect(campaign?.allowRate == 0.5)
        #expect(campaign?.grantRate == 0.5)
        #expect(campaign?.conversionRate == 0.25)
        #expect(funnel["campaign_123"] == nil, "the driver's primer has its own emitter")
        #expect(funnel.description.contains("spring | 4 | 2 | 1 | 1 | 1 | 1 | 50.0 | 50.0 | 25.0"))
    }

    @Test func ratesAreAbsentBeforeTheirDenominatorAndOtherEventsAreIgnored() {
        var funnel = PushPrimerFunnel(events: [
            (name: "push_primer.later_tapped", campaignId: "c"),
            (name: "push_primer.settings_returned", campaignId: "c"),
            (name: "app.opened", campaignId: "c"),
        ])
        funnel.record("in_app.displayed", properties: ["status": "notDetermined"])
        #expect(funnel["c"]?.later == 1)
        #expect(funnel["c"]?.displayed == 0)
        #expect(funnel["c"]?.allowRate == nil)
        #expect(funnel["c"]?.grantRate == nil)
        #expect(funnel.campaigns.count == 1)
    }

    @Test func ratesAboveOneHundredPercentAreShownAsTheyAre() {
        var events = [(name: "in_app.displayed", campaignId: "c")]
        events += Array(repeating: (name: "push_primer.allow_tapped", campaignId: "c"), count: 3)
        let funnel = PushPrimerFunnel(events: events)
        #expect(funnel.description.contains("c | 1 | 3 | 0 | 0 | 0 | 0 | 300.0 | 0.0 | 0.0"))
    }

    @Test func theRecorderForwardsToTheAppsEmitter() async {
        let forwarded = ReportLog<String>()
        let recorder = PushPrimerFunnelRecorder()
        let primer = InAppPushPrimer(
            emit: recorder.emitter(forwardingTo: { name, _ in forwarded.append(name) }),
            environment: SimulatedDevice().environment)
        await primer.displayedAsync(config: PrimerFixture.config)
        #expect(forwarded.all == ["in_app.displayed"])
        #expect(recorder.funnel["campaign_123"]?.displayed == 1)
    }
}
