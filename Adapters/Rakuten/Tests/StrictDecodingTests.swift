import Foundation
import PrimerConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// The ping is decoded as strictly as the vendor's `Codable` models (rakutentech/ios-inappmessaging
/// `Sources/RInAppMessaging/Models/Responses/CampaignDataModels.swift`, `CampaignData.swift`,
/// `Models/Trigger.swift`, `Enums/*.swift`): every field they decode with `decode`, and every number
/// outside their `Int` enums, rejects the whole response (`MessageMixerService.parse` fails); optional
/// fields may be absent. Each case edits one field of the second campaign (`id2`) of the vendor's own
/// `Tests/Tests/Payloads/ping_success.json`.
@Suite("Wire format: strictness as the vendor's decoders")
struct StrictDecodingTests {
    enum Edit: Sendable, CustomStringConvertible {
        case remove(String)
        case set(String, Int)
        case setString(String, String)

        var path: String {
            switch self {
            case let .remove(path), let .set(path, _), let .setString(path, _): path
            }
        }

        var description: String {
            switch self {
            case let .remove(path): "without \(path)"
            case let .set(path, value): "\(path) = \(value)"
            case let .setString(path, value): "\(path) = \"\(value)\""
            }
        }
    }

    static let payload = "messagePayload"
    static let display = "messagePayload.messageSettings.displaySettings"
    static let button = "messagePayload.messageSettings.controlSettings.buttons[0]"

    /// Fields `CampaignDataModels.swift` and `Trigger.swift` decode as required, and enum numbers
    /// `ActionType`, `CampaignDisplayType`, `CampaignCropType`, `CampaignOrientation`,
    /// `CampaignTextAlignType`, `SlideDirection`, `CampaignTriggerType` and `EventType` do not have.
    static let rejected: [Edit] = [
        .remove("\(payload).titleColor"), .remove("\(payload).headerColor"), .remove("\(payload).messageBodyColor"),
        .remove("\(payload).backgroundColor"), .remove("\(payload).frameColor"), .remove("\(payload).resource"),
        .remove("\(payload).resource.cropType"), .remove("\(display).endTimeMillis"),
        .remove("\(display).orientation"), .remove("\(display).textAlign"), .remove("\(display).optOut"),
        .remove("\(display).html"), .remove("\(display).delay"),
        .remove("messagePayload.messageSettings.controlSettings.buttons"),
        .remove("\(button).buttonTextColor"), .remove("\(button).buttonBackgroundColor"),
        .remove("\(button).buttonBehavior"), .remove("triggers[0].attributes"), .remove("triggers[0].eventName"),
        .set("type", 5), .set("triggers[0].type", 2), .set("triggers[0].eventType", 5),
        .set("\(button).buttonBehavior.action", 5), .set("\(payload).resource.cropType", 3),
        .set("\(display).orientation", 3), .set("\(display).textAlign", 3), .set("\(display).slideFrom", 0),
        .setString("customJson", "not an object"), .setString("\(display).endTimeMillis", "soon"),
    ]

    @Test(arguments: rejected)
    func aMissingOrUnknownRequiredFieldRejectsThePing(edit: Edit) throws {
        let body = try Self.vendorPing(editing: edit)
        do {
            _ = try ResponseDecoding.ping(body)
            Issue.record("\(edit): decoded, the vendor rejects it")
        } catch let .invalidResponse(kind, field, _) {
            #expect(kind == .ping && field == "data[1].campaignData.\(edit.path)", "\(edit)")
        }
    }

    /// Fields the vendor decodes with `decodeIfPresent` or as optionals.
    static let accepted: [Edit] = [
        .remove("\(payload).messageBody"), .remove("\(payload).header"), .remove("\(display).slideFrom"),
        .remove("triggers"), .remove("customJson"), .remove("isCampaignDismissable"), .remove("hasNoEndDate"),
        .remove("infiniteImpressions"), .remove("\(button).buttonBehavior.uri"), .set("type", 0),
        .set("\(button).buttonBehavior.action", 0), .setString("customJson.carousel", "not an object"),
    ]

    @Test(arguments: accepted)
    func anOptionalFieldMayBeAbsent(edit: Edit) throws {
        let response = try ResponseDecoding.ping(Self.vendorPing(editing: edit))
        #expect(response.data.map(\.campaignData.campaignId) == ["id1", "id2", "testId1"], "\(edit)")
    }

    @Test func coloursAndLayoutAreDecodedAsSent() throws {
        let response = try ResponseDecoding.ping(FixtureLibrary.entry("rakuten-fixture-ping_success").body)
        let campaign = try #require(response.data.first { $0.campaignData.campaignId == "id2" }?.campaignData)
        #expect(campaign.messagePayload.frameColor == "#ffffff" && campaign.messagePayload.resource.cropType == 2)
        let display = campaign.messagePayload.messageSettings.displaySettings
        #expect(display.orientation == 1 && display.textAlign == 2 && display.slideFrom == 1 && display.delay == 3000)
        let buttons = campaign.messagePayload.messageSettings.controlSettings.buttons
        #expect(buttons.map(\.buttonBackgroundColor) == ["#f76b6b", "#ffffff"])
    }

    /// `Carousel.init(from:)` decodes `images` and `ImageDetails` strictly, and `CustomJson` reads the
    /// fragment with `try?`: one mistyped image field drops the whole carousel, nothing else.
    @Test func aMistypedCarouselImageDropsTheCarousel() throws {
        let body = try Self.vendorPing(editing: .set("customJson.carousel.images.1.link", 5))
        let response = try ResponseDecoding.ping(body)
        let campaign = try #require(response.data.first { $0.campaignData.campaignId == "id2" }?.campaignData)
        #expect(campaign.customJson?.carousel == nil)
        #expect(campaign.customJson?.pushPrimer?.button == 2 && campaign.customJson?.background?.opacity == 0.6)
    }

    /// The vendor's ping decoder uses `convertFromSnakeCase`, so a snake-case key reads as its camel-case name.
    @Test func snakeCaseKeysReadAsTheVendorReadsThem() throws {
        var ping = try #require(
            JSONSerialization.jsonObject(with: FixtureLibrary.entry("rakuten-fixture-ping_success_empty").body)
                as? [String: Any])
        ping["next_ping_millis"] = ping.removeValue(forKey: "nextPingMillis")
        let response = try ResponseDecoding.ping(JSONSerialization.data(withJSONObject: ping))
        #expect(response.nextPingMillis == 3_600_000)
    }

    /// The vendor's `TooltipBodyData` (`Models/Responses/TooltipData.swift`): `position` is one of eight,
    /// `auto-disappear` a `UInt`, `redirectURL` a string; a body that does not decode is not a tooltip.
    @Test(arguments: [
        (#"{"UIElement": "e", "position": "top-left"}"#, true),
        (#"{"UIElement": "e", "position": "bottom-center", "auto-disappear": 5, "redirectURL": "https://x"}"#, true),
        (#"{"UIElement": "e", "position": "middle"}"#, false),
        (#"{"UIElement": "e", "position": "top-left", "auto-disappear": -1}"#, false),
        (#"{"UIElement": "e", "position": "top-left", "auto-disappear": "5"}"#, false),
        (#"{"UIElement": "e", "position": "top-left", "redirectURL": 7}"#, false),
        (#"{"position": "top-left"}"#, false),
    ])
    func tooltipBodyDecodesAsTheVendor(body: String, isTooltip: Bool) {
        let campaign = CampaignData.fixture(title: "[Tooltip] t", body: body, imageUrl: "https://image")
        #expect(campaign.isTooltip == isTooltip, "\(body)")
    }

    /// A cache stored by an earlier version, whose campaigns lack fields the decoder now requires, keeps its
    /// ledgers (impressions, opt-out); the campaigns come back with the next ping.
    @Test func aCacheFromBeforeKeepsItsLedgers() throws {
        let stored =
            #"{"campaigns": [{"campaignId": "c", "maxImpressions": 3, "type": 1, "isTest": false, "#
            + #""messagePayload": {"title": "t", "messageSettings": {"displaySettings": {}, "controlSettings": {}}}}], "#
            + #""ledgers": {"c": {"impressionsLeft": 1, "isOptedOut": true, "maxImpressions": 3}}}"#
        let cache = try JSONDecoder().decode(UserCache.self, from: Data(stored.utf8))
        #expect(cache.campaigns.isEmpty)
        #expect(cache.ledgers["c"]?.impressionsLeft == 1 && cache.ledgers["c"]?.isOptedOut == true)
    }

    /// `ping_success.json` with one edit to `data[1].campaignData`.
    static func vendorPing(editing edit: Edit) throws -> Data {
        var ping = try #require(
            JSONSerialization.jsonObject(with: FixtureLibrary.entry("rakuten-fixture-ping_success").body)
                as? [String: Any])
        var campaigns = try #require(ping["data"] as? [[String: Any]])
        var campaign = try #require(campaigns[1]["campaignData"] as? [String: Any])
        let keys = edit.path.split(separator: ".").map(String.init)
        switch edit {
        case .remove: campaign = try Self.apply(keys, to: campaign) { _ in nil }
        case let .set(_, value): campaign = try Self.apply(keys, to: campaign) { _ in value }
        case let .setString(_, value): campaign = try Self.apply(keys, to: campaign) { _ in value }
        }
        campaigns[1]["campaignData"] = campaign
        ping["data"] = campaigns
        return try JSONSerialization.data(withJSONObject: ping)
    }

    /// Replaces (or removes, when `change` returns `nil`) the value at `keys` (`name` or `name[index]`).
    static func apply(
        _ keys: [String], to object: [String: Any], change: (Any?) -> Any?
    ) throws -> [String: Any] {
        var object = object
        let key = keys[0]
        if let open = key.firstIndex(of: "[") {
            let name = String(key[..<open])
            let index = try #require(Int(key[key.index(after: open)..<key.index(before: key.endIndex)]))
            var list = try #require(object[name] as? [[String: Any]])
            list[index] = try apply(Array(keys.dropFirst()), to: list[index], change: change)
            object[name] = list
        } else if keys.count == 1 {
            object[key] = change(object[key])
        } else {
            object[key] = try apply(
                Array(keys.dropFirst()), to: try #require(object[key] as? [String: Any]), change: change)
        }
        return object
    }
}
