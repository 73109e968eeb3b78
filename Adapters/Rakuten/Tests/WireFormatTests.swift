import Foundation
import PrimerConformance
import PrimerCore
import RakutenConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

@Suite("Wire format: vendor fixtures")
struct WireFormatTests {
    @Test func everyPingFixtureDecodesOrFailsAsTheVendorExpects() throws {
        let pings = try FixtureLibrary.loadAll().filter { $0.kind.hasPrefix("pingResponse") }
        #expect(pings.count == 8)
        for entry in pings {
            let expectsFailure = entry.expectations.contains { $0["expected"] as? String == "jsonDecodingError" }
            do {
                let response = try ResponseDecoding.ping(entry.body)
                #expect(!expectsFailure, "\(entry.id) decoded but the vendor rejects it")
                #expect(response.nextPingMillis == 3_600_000)
            } catch {
                #expect(expectsFailure, "\(entry.id): \(error)")
            }
        }
    }

    @Test func pingSuccessMatchesTheVendorsDerivedFacts() throws {
        let response = try ResponseDecoding.ping(FixtureLibrary.entry("rakuten-fixture-ping_success").body)
        #expect(response.currentPingMillis == 1_582_855_754_665)
        let byId = Dictionary(uniqueKeysWithValues: response.data.map { ($0.campaignData.campaignId, $0.campaignData) })
        let id1 = try #require(byId["id1"])
        #expect(CampaignLedger(for: id1).impressionsLeft == Int.max)
        #expect(id1.contexts.isEmpty && !id1.isTooltip && !id1.isPushPrimer && id1.hasNoEndDate)
        #expect(id1.messagePayload.messageSettings.displaySettings.endTimeMillis == 1_582_948_800_000)
        #expect(id1.effectiveButtons.isEmpty)
        let id2 = try #require(byId["id2"])
        #expect(CampaignLedger(for: id2).impressionsLeft == 5)
        #expect(id2.isPushPrimer && !id2.hasNoEndDate)
        #expect(id2.isOutdated(nowMillis: 1_582_873_200_001))
        #expect(id2.effectiveButtons.map(\.buttonText) == ["Cancel", "Portal"])
        #expect(id2.effectiveButtons.map(\.action) == [.close, .pushPrimer])
        #expect(id2.effectiveButtons.map(\.impressionType) == ["actionOne", "actionTwo"])
        let image = try #require(id2.customJson?.carousel?.images?["0"])
        #expect(
            image == CarouselImage(imgUrl: "URL link", link: "https://redirecturl1", altText: "unable to load image"))
        let test = try #require(byId["testId1"])
        #expect(CampaignLedger(for: test).impressionsLeft == 1)
        #expect(test.isTest && test.isPushPrimer)
    }

    @Test func invalidPingNamesTheMissingField() throws {
        #expect(
            throws: RInAppMessagingError.invalidResponse(
                .ping, field: "data[0].campaignData.campaignId",
                reason: "missing key 'campaignId'")
        ) {
            try ResponseDecoding.ping(FixtureLibrary.entry("rakuten-fixture-ping_invalid").body)
        }
    }

    @Test func legacyPingGetsDefaults() throws {
        let response = try ResponseDecoding.ping(FixtureLibrary.entry("rakuten-fixture-legacy_ping").body)
        let campaign = try #require(response.data.first?.campaignData)
        #expect(campaign.campaignId == "legacy1")
        #expect(!campaign.infiniteImpressions && !campaign.hasNoEndDate && campaign.isCampaignDismissable)
    }

    @Test func configurationFixtures() throws {
        let full = try ResponseDecoding.configuration(FixtureLibrary.entry("rakuten-fixture-config_success").body)
        #expect(full.data.endpoints?.ping == "https://endpoint.com/ping")
        #expect(full.data.endpoints?.impression == "https://endpoint.com/impression")
        #expect(full.data.endpoints?.displayPermission == "https://endpoint.com/display_permission")
        let optional = try ResponseDecoding.configuration(
            FixtureLibrary.entry("rakuten-fixture-config_success_optional").body)
        #expect(optional.data.endpoints == nil && optional.data.rolloutPercentage == 100)
        #expect(
            throws: RInAppMessagingError.invalidResponse(
                .configuration, field: "data.rolloutPercentage",
                reason: "missing key 'rolloutPercentage'")
        ) {
            try ResponseDecoding.configuration(FixtureLibrary.entry("rakuten-fixture-config_fail_enabled").body)
        }
    }

    @Test func displayPermissionFixtures() throws {
        #expect(
            try ResponseDecoding.displayPermission(
                FixtureLibrary.entry("rakuten-fixture-displayPermission_success").body)
                == DisplayPermissionResponse(display: false, performPing: true))
        // Both fields are required (DisplayPermissionResponse.init(from:) decodes them with `decode`).
        #expect(throws: RInAppMessagingError.self) {
            try ResponseDecoding.displayPermission(
                FixtureLibrary.entry("rakuten-fixture-displayPermission_invalid").body)
        }
    }

    @Test(arguments: [
        ("rakuten-inline-customJson-valid", 1 as Int?, "http://example.com/image.png" as String?, 0.5 as Double?),
        ("rakuten-inline-customJson-missing-fields", 1, nil, nil),
        ("rakuten-inline-customJson-wrong-types", nil, nil, nil),
        ("rakuten-inline-customJson-strings-not-objects", nil, nil, nil),
    ])
    func customJsonIsLenient(id: String, button: Int?, url: String?, opacity: Double?) throws {
        let custom = try Self.vendorPingDecoder.decode(CustomJson.self, from: FixtureLibrary.entry(id).body)
        #expect(custom.pushPrimer?.button == button)
        #expect(custom.clickableImage?.url == url)
        #expect(custom.background?.opacity == opacity)
    }

    /// The vendor's ping decoder (`MessageMixerService.parse`): `convertFromSnakeCase`, as its carousel
    /// tests set too.
    static var vendorPingDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    @Test func primerButtonAndCarouselFragments() throws {
        #expect(
            try Self.vendorPingDecoder.decode(
                PrimerButton.self, from: FixtureLibrary.entry("rakuten-inline-primerButton-valid").body
            ).button == 1)
        #expect(
            try Self.vendorPingDecoder.decode(
                PrimerButton.self, from: FixtureLibrary.entry("rakuten-inline-primerButton-invalid").body
            ).button == nil)
        let full = try Self.vendorPingDecoder.decode(
            CustomJson.self, from: FixtureLibrary.entry("rakuten-inline-carousel-full").body)
        #expect(full.carousel?.images?.count == 2)
        #expect(full.carousel?.images?["0"]?.altText == "unable to load image")
        let partial = try Self.vendorPingDecoder.decode(
            CustomJson.self, from: FixtureLibrary.entry("rakuten-inline-carousel-partial").body)
        #expect(partial.carousel?.images?["0"] == CarouselImage(imgUrl: "URL link", link: nil, altText: nil))
        let empty = try Self.vendorPingDecoder.decode(
            CustomJson.self, from: FixtureLibrary.entry("rakuten-inline-carousel-empty-images").body)
        #expect(empty.carousel?.images?.isEmpty == true)
        let none = try Self.vendorPingDecoder.decode(
            CustomJson.self, from: FixtureLibrary.entry("rakuten-inline-carousel-no-images").body)
        #expect(none.carousel != nil && none.carousel?.images == nil)
    }

    /// The vendor lower-cases trigger names and values; the documentation says matching is
    /// case-sensitive, so the adapter keeps them as sent (the quirk is in the behaviour profile).
    @Test func triggerKeepsCaseAsSent() throws {
        let trigger = try JSONDecoder().decode(
            Trigger.self, from: FixtureLibrary.entry("rakuten-inline-trigger-custom-attributes").body)
        #expect(trigger.eventName == "Custom EVENT")
        #expect(
            trigger.attributes == [TriggerAttribute(name: "aName1", value: "VaLUe4", type: .string, operator: .equals)])
        #expect(RakutenProfile.profile.quirks.contains { $0.summary.contains("lower-cas") })
    }

    @Test func titleContexts() throws {
        for entry in try FixtureLibrary.loadAll()
        where entry.kind.hasPrefix("campaign title (Swift-constructed campaign") {
            let title = try #require(
                ((entry.raw["fixture"] as? [String: Any])?["messagePayload"] as? [String: Any])?["title"] as? String)
            let expected = try #require(entry.expectations.first?["expected"] as? [String])
            #expect(CampaignData.fixture(title: title).contexts == expected, "\(entry.id)")
        }
    }

    @Test(arguments: [
        ("rakuten-isTooltip-129-Tooltip", true), ("rakuten-isTooltip-156-ctx", false),
        ("rakuten-isTooltip-165-ToolTip", true), ("rakuten-isTooltip-165-tooltip", true),
        ("rakuten-isTooltip-165-tOOltip", true), ("rakuten-isTooltip-147", false),
        ("rakuten-isTooltip-176", false), ("rakuten-isTooltip-183", false), ("rakuten-isTooltip-138", true),
    ])
    func tooltipDetection(id: String, expected: Bool) throws {
        let payload = try #require(
            (FixtureLibrary.entry(id).raw["fixture"] as? [String: Any])?["messagePayload"] as? [String: Any])
        let resource = payload["resource"] as? [String: Any]
        let campaign = CampaignData.fixture(
            title: payload["title"] as? String ?? "",
            body: payload["messageBody"] as? String,
            imageUrl: resource?["imageUrl"] as? String)
        #expect(campaign.isTooltip == expected)
        #expect(try FixtureLibrary.entry(id).expectations.first?["expected"] as? Bool == expected)
    }

    @Test func tooltipStubContextsExcludeTheMarker() throws {
        let response = try ResponseDecoding.ping(FixtureLibrary.entry("rakuten-fixture-ui-tooltip-data").body)
        for item in response.data {
            #expect(item.campaignData.isTooltip)
            #expect(item.campaignData.contexts.isEmpty)
            #expect(item.campaignData.tooltip?.uiElement == "tooltip.test.1")
            #expect(item.campaignData.tooltip?.autoDisappear == 5)
        }
        #expect(
            CampaignData.fixture(
                title: "[Tooltip][ctx1][ctx2] title", body: #"{"UIElement":"v","position":"top-center"}"#,
                imageUrl: "i"
            ).contexts == ["ctx1", "ctx2"])
    }

    @Test(arguments: [
        ("rakuten-pushprimer-button-662", ["pushPrimer"]),
        ("rakuten-pushprimer-button-680", ["close"]),
        ("rakuten-pushprimer-button-698", ["close"]),
        ("rakuten-pushprimer-button-716", ["close", "pushPrimer"]),
    ])
    func pushPrimerButtonIndex(id: String, expected: [String]) throws {
        let fixture = try #require(FixtureLibrary.entry(id).raw["fixture"] as? [String: Any])
        let controls = try JSONSerialization.data(
            withJSONObject: ((fixture["messagePayload"] as? [String: Any])?["messageSettings"] as? [String: Any])?[
                "controlSettings"] ?? [:])
        let customJson = try JSONSerialization.data(withJSONObject: fixture["customJson"] ?? [:])
        var campaign = CampaignData.fixture(title: "t")
        campaign.messagePayload.messageSettings.controlSettings = try JSONDecoder().decode(
            ControlSettings.self, from: controls)
        campaign.customJson = try JSONDecoder().decode(CustomJson.self, from: customJson)
        #expect(campaign.effectiveButtons.map(\.action.description) == expected)
        #expect(try FixtureLibrary.entry(id).expectations.first?["expected"] as? [String] == expected)
    }

    @Test func modalControlsStubHasTwoCloseButtonsAndNoPrimer() throws {
        let response = try ResponseDecoding.ping(FixtureLibrary.entry("rakuten-fixture-ui-modal-controls").body)
        let campaign = try #require(response.data.first?.campaignData)
        #expect(campaign.effectiveButtons.map(\.action) == [.close, .close])
        #expect(campaign.effectiveButtons[1].campaignTrigger?.eventName == "purchase_successful")
        #expect(campaign.messagePayload.messageSettings.displaySettings.optOut)
    }
}

extension CampaignData {
    /// A minimal campaign for tests.
    static func fixture(
        id: String = "c", title: String, body: String? = nil, imageUrl: String? = nil,
        triggers: [Trigger] = [Trigger(eventType: .loginSuccessful, eventName: "login")],
        maxImpressions: Int = 3, isTest: Bool = false
    ) -> CampaignData {
        CampaignData(
            campaignId: id, maxImpressions: maxImpressions, isTest: isTest, triggers: triggers,
            messagePayload: MessagePayload(
                title: title, messageBody: body,
                resource: MessageResource(imageUrl: imageUrl),
                messageSettings: MessageSettings()))
    }
}
