// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// Our own copies of the push subscription code the vendor documents for v5 (OneSignal/OneSignal-iOS-SDK:
// the migration guide's push subscription part and the `OSPushSubscription` / `OSPushSubscriptionObserver`
// API of OneSignalUser/Source/OneSignalUserManagerImpl.swift) and of the example apps' permission wrapper (a
// non-isolated class forwarding its own completion), written as an app writes them against the vendor's
// module, unchanged but for the import. `print` is SeedSamples.swift's.
import Foundation
import OneSignalAdapter

// MARK: The Push Subscription namespace table
func pushSubscriptionTableSample() -> (String?, String?, Bool) {
let id: String? = OneSignal.User.pushSubscription.id
let token: String? = OneSignal.User.pushSubscription.token
let optedIn: Bool = OneSignal.User.pushSubscription.optedIn
return (id, token, optedIn)
}

// MARK: Opt In / Opt Out
func optInSample() {
    // If needed, this method will prompt the user for push notifications permission
    OneSignal.User.pushSubscription.optIn()
}

func optOutSample() {
    OneSignal.User.pushSubscription.optOut()
}

// MARK: Push Subscription Observer
class PushSubscriptionAppDelegate: UIResponder, UIApplicationDelegate, OSPushSubscriptionObserver {
    var heard: [OSPushSubscriptionChangedState] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Add your AppDelegate as an observer
        OneSignal.User.pushSubscription.addObserver(self as OSPushSubscriptionObserver)
        return true
    }

    func onPushSubscriptionDidChange(state: OSPushSubscriptionChangedState) {
        heard.append(state)
        if state.current.optedIn {
            print("Device can receive push notifications")
        }
        print(state.jsonRepresentation().description)
    }

    func removeObserver() {
        // Remove the observer
        OneSignal.User.pushSubscription.removeObserver(self as OSPushSubscriptionObserver)
    }
}

// MARK: The example app's permission wrapper: a plain class, not isolated to the main actor, forwarding
// its caller's completion (a plain `(Bool) -> Void`) to the SDK's.
class NotificationPermissionManager {
    func requestPermission(completion: @escaping (Bool) -> Void) {
        OneSignal.Notifications.requestPermission({ accepted in
            completion(accepted)
        }, fallbackToSettings: true)
    }

    func requestPermissionForwardingTheBlock(_ completion: @escaping (Bool) -> Void) {
        OneSignal.Notifications.requestPermission(completion)
    }
}
