import PrimerCore
import PrimerSimulator
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// A button's `campaignTrigger` with a boolean attribute, re-logged as an event: the vendor converts the
/// value from "true"/"false" and also from 1/0 (`Bool(exactly:)` on the number), while its matcher reads
/// only "true"/"false" (the profile's decision on button-trigger booleans).
@Suite("Button trigger booleans")
struct ButtonTriggerBooleanTests {
    @Test(arguments: [
        ("true", true as Bool?, true as Bool?), ("FALSE", false, false), ("1", true, nil), ("0", false, nil),
        ("2", nil, nil), ("-1", nil, nil), ("1.0", nil, nil), ("yes", nil, nil), ("", nil, nil),
    ])
    func reLoggingConvertsOneAndZeroMatchingDoesNot(value: String, logged: Bool?, matched: Bool?) {
        let attribute = TriggerAttribute(name: "vip", value: value, type: .boolean, operator: .equals)
        #expect(attribute.typedValue == logged.map(CustomAttribute.Value.bool))
        #expect(attribute.matchingValue == matched.map(CustomAttribute.Value.bool))
    }

    /// A teaser whose second button re-logs `level` with `vip` = `value`; the offer shows for
    /// `vip == expected`.
    private func followOnShows(buttonValue value: String, offerWants expected: String) async -> [String] {
        var teaser = CampaignData.onEvent("teaser", "go")
        teaser.messagePayload.messageSettings.controlSettings.buttons[1].campaignTrigger =
            Trigger(
                eventType: .custom, eventName: "level",
                attributes: [
                    TriggerAttribute(name: "vip", value: value, type: .boolean, operator: .equals)
                ])
        let offer = CampaignData.onEvent(
            "offer", "level",
            attributes: [
                TriggerAttribute(name: "vip", value: expected, type: .boolean, operator: .equals)
            ])
        let harness = Harness(campaigns: [teaser, offer])
        let presenter = ScriptedPresenter([CampaignResponse(.button(1)), CampaignResponse(.exit)])
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        return presenter.shown
    }

    @Test(arguments: [("1", "true"), ("0", "false"), ("true", "true"), ("False", "false")])
    func theFollowOnCampaignShows(buttonValue: String, offerWants: String) async {
        #expect(await followOnShows(buttonValue: buttonValue, offerWants: offerWants) == ["teaser", "offer"])
    }

    @Test(arguments: [("1", "false"), ("0", "true"), ("2", "true")])
    func aValueOfTheOtherMeaningOrNoneDoesNotShowIt(buttonValue: String, offerWants: String) async {
        #expect(await followOnShows(buttonValue: buttonValue, offerWants: offerWants) == ["teaser"])
    }

    @Test func aCampaignWhoseConditionIsOneNeverMatchesABoolean() async {
        let harness = Harness(campaigns: [
            .onEvent(
                "c", "level",
                attributes: [
                    TriggerAttribute(name: "vip", value: "1", type: .boolean, operator: .equals)
                ])
        ])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(
            CustomEvent(
                withName: "level", withCustomAttributes: [CustomAttribute(withKeyName: "vip", withBoolValue: true)]))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty)
    }
}
