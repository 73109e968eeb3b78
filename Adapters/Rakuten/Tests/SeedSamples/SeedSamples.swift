// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The code samples of the vendor's README, verbatim except:
// - `import RInAppMessaging` becomes `import RakutenAdapter`, plus `import PrimerCore` for the option
//   set's members (where an iOS app gets `UNAuthorizationOptions` from UserNotifications);
// - each sample sits in a function so the tests can run it; UIKit `AppDelegate` signatures are replaced by
//   plain functions (UIKit does not exist on Linux); UIKit/SwiftUI tooltip samples are not included;
// - lines the seed's text lost are marked `// (seed text truncated)` and filled minimally.
import PrimerCore
import RakutenAdapter

enum SeedSamples {
    static func runtimeConfiguration() {
        RInAppMessaging.configure(subscriptionID: "your_subscription_key",
                                  configurationURL: "Endpoint for fetching the configuration")
    }

    /// From `application(_:didFinishLaunchingWithOptions:)`.
    static func configureAtLaunch() -> Bool {
        RInAppMessaging.configure(subscriptionID: "runtime-config-subscription-id",
                                  configurationURL: "runtime.config.url")
        return true
    }

    static func logEvents() {
        // App start event.
        // Purchase successful event.
        // The seed's copy of this sample kept only `setItemList`; the amount and currency lines are the
        // vendor README's own, restored.
        let purchaseEvent = PurchaseSuccessfulEvent()
        purchaseEvent.setPurchaseAmount(50)
        purchaseEvent.setItemList(["box", "hammer"])
        purchaseEvent.setCurrencyCode("USD")

        // Login event.
        // Custom event.
        let stringAttribute = CustomAttribute(withKeyName: "userResponse", withStringValue: "hi")
        let intAttribute = CustomAttribute(withKeyName: "numberOfClicks", withIntValue: 100)
        let boolAttribute = CustomAttribute(withKeyName: "didNavigateToPage", withBoolValue: false)
        let doubleAttribute = CustomAttribute(withKeyName: "percentageOfCompletion", withDoubleValue: 55.0)
        let timeAttribute = CustomAttribute(withKeyName: "timeOfCompletion", withTimeInMilliValue: 32423424)
        let attributesList = [stringAttribute, intAttribute, boolAttribute, doubleAttribute, timeAttribute]
        RInAppMessaging.logEvent(CustomEvent(withName: "any_event_name_here", withCustomAttributes: attributesList))
    }

    @MainActor
    static func registerPreference() -> UserPreference {
        let preference = UserPreference()
        RInAppMessaging.registerPreference(preference) // (seed text truncated: the call is implied)
        return preference
    }

    static func closeMessage() {
        RInAppMessaging.closeMessage(clearQueuedCampaigns: true)
    }

    @MainActor
    static func verifyContext() {
        RInAppMessaging.onVerifyContext = { (contexts: [String], campaignTitle: String) in
            guard campaignTitle == "[context1] campaign-title-1", contexts.contains("context1") else {
                return true
            } // (seed text truncated)
            if /* check your condition e.g. are you on the correct screen to display this message? */ SampleScreen.isCorrect {
                return true
            } else {
                return false
            } // (seed text truncated)
        } // (seed text truncated)
    }

    static func accessibility() -> Bool {
        RInAppMessaging.accessibilityCompatibleDisplay = true
        return true
    }

    static func pushPrimerOptions() {
        RInAppMessaging.pushPrimerAuthorizationOptions = [.badge, .provisional]
    }

    static func tooltips() {
        RInAppMessaging.configure(enableTooltipFeature: true)
    }

    static func closeTooltip() {
        RInAppMessaging.closeTooltip(with: "uielement.button.action1")
    }
}

/// The app state the README's context check stands for.
@MainActor
enum SampleScreen {
    static var isCorrect = true
}

/// The README's preference class: a plain, non-final app class.
class UserPreference: UserInfoProvider {
    func getUserID() -> String? { "user-from-seed" } // (seed text truncated)

    func getIDTrackingIdentifier() -> String? { nil }
    func getAccessToken() -> String? { nil }
}

/// Stands in for the README's `AppDelegate` (UIKit is not available on Linux).
@MainActor
final class SampleAppDelegate {
    var errors: [RInAppMessagingError] = []

    func applicationDidFinishLaunching() -> Bool {
        RInAppMessaging.errorCallback = { [weak self] error in
            self?.errors.append(error) // the seed's text stops at the line above; the vendor README logs here
        }
        return true
    }
}
