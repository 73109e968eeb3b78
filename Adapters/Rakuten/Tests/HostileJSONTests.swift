import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import RakutenConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// Broken or hostile backend answers: typed errors naming the field, and the cached campaigns,
/// impressions and opt-outs untouched.
@Suite("Hostile campaign JSON")
struct HostileJSONTests {
    /// A message payload with every field the vendor requires.
    static let payload =
        ##"{"title": "t", "titleColor": "#000000", "headerColor": "#000000", "messageBodyColor": "#000000", "backgroundColor": "#ffffff", "frameColor": "#ffffff", "resource": {"cropType": 1}, "messageSettings": {"displaySettings": {"orientation": 1, "endTimeMillis": 0, "textAlign": 1, "optOut": false, "html": false, "delay": 0}, "controlSettings": {"buttons": []}}}"##

    static func minimalCampaign(_ id: Int) -> String {
        #"{"campaignData": {"campaignId": "c\#(id)", "maxImpressions": 1, "type": 1, "isTest": false, "triggers": [], "messagePayload": \#(payload)}}"#
    }

    static let bodies: [(name: String, body: String, field: String)] = [
        ("wrong type at top", #"{"currentPingMillis": "soon", "nextPingMillis": 1, "data": []}"#, "currentPingMillis"),
        (
            "campaignId a number",
            #"{"currentPingMillis": 1, "nextPingMillis": 1, "data": [{"campaignData": {"campaignId": 7}}]}"#,
            "data[0].campaignData.campaignId"
        ),
        (
            "missing messagePayload",
            #"{"currentPingMillis": 1, "nextPingMillis": 1, "data": [{"campaignData": {"campaignId": "x", "maxImpressions": 1, "type": 1, "isTest": false}}]}"#,
            "data[0].campaignData.messagePayload"
        ),
        (
            "attribute value not a string",
            #"{"currentPingMillis": 1, "nextPingMillis": 1, "data": [{"campaignData": {"campaignId": "x", "maxImpressions": 1, "type": 1, "isTest": false, "triggers": [{"type": 1, "eventType": 4, "eventName": "e", "attributes": [{"name": "a", "value": 5, "type": 2, "operator": 1}]}], "messagePayload": "#
                + payload + "}}]}",
            "data[0].campaignData.triggers[0].attributes[0].value"
        ),
        ("data null", #"{"currentPingMillis": 1, "nextPingMillis": 1, "data": null}"#, "data"),
        ("top-level array", "[]", "body"),
        (
            "truncated", #"{"currentPingMillis": 1, "nextPingMillis": 1, "data": [{"campaignData": {"campaignId""#,
            "body"
        ),
        ("empty body", "", "body"),
        (
            "huge campaign list",
            #"{"currentPingMillis": 1, "nextPingMillis": 1, "data": ["#
                + (0..<1_000).map(minimalCampaign).joined(separator: ",") + "]}", "data"
        ),
        (
            "huge trigger list",
            #"{"currentPingMillis": 1, "nextPingMillis": 1, "data": [{"campaignData": {"campaignId": "x", "maxImpressions": 1, "type": 1, "isTest": false, "triggers": ["#
                + Array(repeating: #"{"type": 1, "eventType": 1, "eventName": "e", "attributes": []}"#, count: 5_000)
                .joined(
                    separator: ",")
                + #"], "messagePayload": "#
                + payload + "}}]}",
            "data[0].campaignData.triggers"
        ),
        (
            "body over the size limit",
            #"{"currentPingMillis": 1, "nextPingMillis": 1, "pad": ""#
                + String(repeating: "x", count: WireLimits.maxResponseBytes) + #"", "data": []}"#, "body"
        ),
    ]

    @Test(arguments: bodies.indices)
    func hostilePingKeepsTheCache(index: Int) async {
        let hostile = Self.bodies[index]
        let harness = Harness(campaigns: [
            .onEvent("kept", maxImpressions: 3, optOut: true), .onEvent("opted", "other", optOut: true),
        ])
        let presenter = ScriptedPresenter([CampaignResponse(.exit), CampaignResponse(.exit, optOut: true)])
        var messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        messaging.logEvent(CustomEvent(withName: "other"))
        await messaging.waitUntilIdle()
        let before = await messaging.snapshot()
        #expect(before.ledgers["kept"]?.impressionsLeft == 2 && before.ledgers["opted"]?.isOptedOut == true)
        let storedBefore = harness.device.disk.snapshot

        harness.transport.set(.ping, .body(Data(hostile.body.utf8)))
        harness.device.relaunch()
        messaging = harness.launch(presenter: presenter)
        await messaging.waitUntilIdle()
        let after = await messaging.snapshot()
        #expect(after.campaignIds == before.campaignIds, "\(hostile.name)")
        #expect(after.ledgers == before.ledgers, "\(hostile.name)")
        #expect(harness.device.disk.snapshot == storedBefore, "\(hostile.name): nothing rewritten")
        let error = harness.errors.all.last
        switch error {
        case let .invalidResponse(.ping, field, _)?, let .responseTooLarge(.ping, field, _, _)?:
            #expect(field == hostile.field, "\(hostile.name): \(String(describing: error))")
        default:
            Issue.record("\(hostile.name): expected a typed ping error, got \(String(describing: error))")
        }
        // The cached campaigns still work offline.
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["kept"]?.impressionsLeft == 1, "\(hostile.name)")
    }

    @Test(arguments: [
        (#"{"data": {"rolloutPercentage": "all"}}"#, "data.rolloutPercentage"),
        (#"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": 5}}}"#, "data.endpoints.ping"),
        // The vendor's `EndpointURL` decodes each endpoint as `URL`: a string that is not one rejects.
        (#"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": ""}}}"#, "data.endpoints.ping"),
        ("not json", "body"),
    ])
    func hostileConfigurationIsTyped(body: String, field: String) throws {
        do {
            _ = try ResponseDecoding.configuration(Data(body.utf8))
            Issue.record("decoded")
        } catch let .invalidResponse(kind, found, _) {
            #expect(kind == .configuration && found == field)
        } catch {
            Issue.record("\(error)")
        }
    }

    /// A runaway regex in a campaign against a long value completes (bounded) and never hangs the SDK.
    @Test func runawayRegexInACampaignIsBounded() async {
        let condition = TriggerAttribute(name: "s", value: "(a+)+$", type: .string, operator: .matchesRegex)
        let harness = Harness(campaigns: [.onEvent("r", "e", attributes: [condition])])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        let start = Date()
        messaging.logEvent(
            CustomEvent(
                withName: "e",
                withCustomAttributes: [
                    CustomAttribute(withKeyName: "s", withStringValue: String(repeating: "a", count: 8_000) + "!")
                ]))
        messaging.logEvent(
            CustomEvent(
                withName: "e",
                withCustomAttributes: [
                    CustomAttribute(withKeyName: "s", withStringValue: String(repeating: "a", count: 100_000))
                ]))
        await messaging.waitUntilIdle()
        TestConsole.say(
            "[measure] two runaway-regex events through the SDK: \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        #expect(presenter.shown.isEmpty)
        #expect(harness.errors.all.contains { if case .regexInputTooLong = $0 { true } else { false } })
    }
}
