import CleverTapAdapter
import CleverTapConformance
import PrimerCore
import PrimerSimulator
import Testing

/// `CTLocalInApp` builds the vendor's dictionary, and `promptPushPrimer(_:)` reads it back, or refuses
/// it with a typed error and shows nothing.
@Suite struct LocalInAppSettingsTests {
    @Test(arguments: [(CTLocalInAppType.ALERT, "alert-template"), (.HALF_INTERSTITIAL, "half-interstitial")])
    func theTypeIsTheVendorsTemplateName(type: CTLocalInAppType, name: String) throws {
        let settings = CTLocalInApp(
            inAppType: type, titleText: "T", messageText: "M", followDeviceOrientation: false,
            positiveBtnText: "Yes", negativeBtnText: "No"
        ).getSettings()
        #expect(settings["type"] as? String == name)
        #expect(try CleverTapLocalInApp(settings: settings).inAppType == type)
    }

    @Test func theDefaultsAreTheVendors() throws {
        let builder = CTLocalInApp(
            inAppType: .ALERT, titleText: "T", messageText: "M", followDeviceOrientation: false,
            positiveBtnText: "Yes", negativeBtnText: "No")
        let settings = builder.getSettings()
        #expect(settings["hasLandscape"] as? Int == 0)
        #expect(settings["bg"] as? String == "#FFFFFF")
        #expect(settings["fallbackToNotificationSettings"] == nil)
        let inApp = try CleverTapLocalInApp(settings: settings)
        #expect(inApp.fallbackToSettings == false)
        #expect(inApp.followDeviceOrientation == false)
        #expect(inApp.btnBorderRadius == "2")
        #expect(inApp.btnBackgroundColor == "#FFFFFF")
        #expect(inApp.imageUrl == nil)
    }

    @Test(arguments: [true, false])
    func theLandscapeImageFollowsTheOrientation(follows: Bool) {
        let builder = CTLocalInApp(
            inAppType: .HALF_INTERSTITIAL, titleText: "T", messageText: "M", followDeviceOrientation: follows,
            positiveBtnText: "Yes", negativeBtnText: "No")
        builder.setImageUrl("https://example.com/a.png")
        let settings = builder.getSettings()
        #expect((settings["media"] as? [String: Any])?["url"] as? String == "https://example.com/a.png")
        #expect((settings["media"] as? [String: Any])?["alt_text"] == nil)
        #expect((settings["mediaLandscape"] != nil) == follows)
    }

    @Test func aBooleanFlagReadsAsTheVendorsNumber() throws {
        var settings = CleverTapProfile.sampleInApp(.init(fallbackToSettings: false)).getSettings()
        settings["fallbackToNotificationSettings"] = true
        #expect(try CleverTapLocalInApp(settings: settings).fallbackToSettings)
    }

    static let broken: [(String, @Sendable (inout [AnyHashable: Any]) -> Void, CleverTapPushPrimerError)] = [
        ("no type", { $0["type"] = nil }, .unknownInAppType(nil)),
        ("a dashboard type", { $0["type"] = "interstitial" }, .unknownInAppType("interstitial")),
        ("an empty title", { $0["title"] = ["text": "  "] }, .missingText("title.text")),
        ("no message", { $0["message"] = nil }, .missingText("message.text")),
        ("one button", { $0["buttons"] = [["text": "OK"]] }, .missingButtons(found: 1)),
        (
            "a number as a button text", { $0["buttons"] = [["text": "OK"], ["text": 3]] },
            .missingText("buttons[1].text")
        ),
    ]

    @Test(arguments: broken)
    func unreadableSettingsShowNothing(
        _ name: String, _ breakIt: @Sendable (inout [AnyHashable: Any]) -> Void, _ error: CleverTapPushPrimerError
    ) async {
        var settings = CleverTapProfile.sampleInApp().getSettings()
        breakIt(&settings)
        #expect(throws: error) { try CleverTapLocalInApp(settings: settings) }
        let fixture = CleverTapFixture(user: .answering(card: .accept))
        let outcome = await fixture.cleverTap.promptPushPrimerAsync(settings)
        #expect(outcome.suppression == .invalidConfiguration)
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.device.requests == 0)
        #expect(fixture.device.diagnostics.map(\.code) == [error.code])
        #expect(fixture.delegate.heard.isEmpty)
    }
}
