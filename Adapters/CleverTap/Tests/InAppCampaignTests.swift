import CleverTapAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The example apps' setup and in-app push primer campaign, run as written through the static API
/// (scoped to the fixture's instance): `autoIntegrate()`, the view controller or SwiftUI coordinator as
/// the permission delegate, and `recordEvent` triggering a campaign the app's source supplies.
@Suite struct InAppCampaignTests {
    /// One campaign as the dashboard makes it: half-interstitial, fallback to Settings, on the example's
    /// trigger event.
    struct Campaigns: CleverTapInAppCampaignSource {
        func pushPrimerCampaigns() -> [CleverTapPushPrimerCampaign] {
            let builder = CTLocalInApp(
                inAppType: .HALF_INTERSTITIAL, titleText: "Get Notified", messageText: "Enable notifications",
                followDeviceOrientation: true, positiveBtnText: "Allow", negativeBtnText: "Cancel")
            builder.setFallbackToSettings(true)
            // The builder's settings are valid by construction.
            let inApp = try! CleverTapLocalInApp(settings: builder.getSettings())
            return [
                CleverTapPushPrimerCampaign(id: "1700000000", triggerEvent: "InAppCampaignPushPrimer", inApp: inApp)
            ]
        }
    }

    private func launched(_ fixture: CleverTapFixture) async -> ViewController {
        fixture.cleverTap.setInAppCampaignSource(Campaigns())
        let controller = ViewController()
        await fixture.runOnMain {
            _ = AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
            controller.viewDidLoad()
        }
        return controller
    }

    @Test func autoIntegrateSetsUpTheSharedInstance() async {
        let fixture = CleverTapFixture()
        await fixture.runOnMain { #expect(CleverTap.autoIntegrate() === CleverTap.sharedInstance()) }
        #expect(fixture.device.statusReads >= 1)
    }

    @Test func theTriggerEventShowsTheCampaignAndTheControllerHearsTheAnswerOnTheMainThread() async throws {
        let fixture = CleverTapFixture(user: .answering(card: .accept, prompt: .allow))
        let controller = await launched(fixture)
        await fixture.runOnMain {
            controller.recordUserEventWithoutProperties()
            controller.recordUserEventWithProperties()
        }
        #expect(fixture.device.cardsShown == 0)
        await fixture.runOnMain { controller.createInAppCampaignPushPrimer() }
        let inApp = try #require(fixture.firstInApp)
        #expect(inApp.inAppType == .HALF_INTERSTITIAL)
        #expect(fixture.device.cardsShown == 1)
        #expect(fixture.device.promptsShown == 1)
        #expect(await controller.heard == [true])
        // A campaign is not a local in-app: the local count stays.
        #expect(fixture.cleverTap.localInAppCount == 0)
    }

    @Test(arguments: [AuthorizationStatus.authorized, .provisional, .ephemeral])
    func aCampaignIsNotShownToAUserWhoAllowedNotifications(status: AuthorizationStatus) async {
        let fixture = CleverTapFixture(status: status)
        let controller = await launched(fixture)
        await fixture.runOnMain { controller.createInAppCampaignPushPrimer() }
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.device.requests == 0)
    }

    @Test func aDeniedUserIsSentToSettingsByTheCampaignsFallback() async {
        let fixture = CleverTapFixture(status: .denied, user: .answering(card: .accept))
        let controller = await launched(fixture)
        await fixture.runOnMain { controller.createInAppCampaignPushPrimer() }
        #expect(fixture.device.cardsShown == 1)
        #expect(fixture.device.settingsOpened == 1)
        #expect(fixture.device.promptsShown == 0)
    }

    /// The SwiftUI example's coordinator, a plain `NSObject` subclass, conforms and hears the answer.
    @Test func theSwiftUICoordinatorHearsTheNegativeButton() async {
        let fixture = CleverTapFixture(user: .answering(card: .later))
        fixture.cleverTap.setInAppCampaignSource(Campaigns())
        let coordinator = await CTCallbackCoordinator()
        await fixture.runOnMain {
            CleverTap.autoIntegrate()?.setPushPermissionDelegate(coordinator)
            CleverTap.sharedInstance()?.recordEvent("InAppCampaignPushPrimer")
        }
        #expect(fixture.device.cardsShown == 1)
        #expect(fixture.device.requests == 0)
        withExtendedLifetime(coordinator) {}
    }
}
