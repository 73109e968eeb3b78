// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The push parts of the vendor's example apps (CleverTap/clevertap-ios-sdk: SwiftStarter's AppDelegate
// and ViewController, SwiftUIStarter's CTCallbackCoordinator), our own copies, unchanged but for the
// import; the parts about other products (inbox, native display, profiles) are left out. (On Linux,
// `UIApplication`, `UIResponder`, `UIViewController` and `UIApplicationDelegate` are the stand-ins of
// AppleStandIns.swift.)
import Foundation
import CleverTapAdapter

// MARK: SwiftStarter/AppDelegate.swift
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Configure and init the default shared CleverTap instance (add CleverTap Account ID and Account Token in your .plist file)
        CleverTap.autoIntegrate()
        return true
    }
}

// MARK: SwiftStarter/ViewController.swift
class ViewController: UIViewController, CleverTapPushPermissionDelegate {
    var heard: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        CleverTap.sharedInstance()?.setPushPermissionDelegate(self)
    }

    func recordUserEventWithoutProperties() {
        // event without properties
        CleverTap.sharedInstance()?.recordEvent("Product viewed")
    }

    func recordUserEventWithProperties() {
        // event with properties
        let props = [
            "Product name": "Casio Chronograph Watch",
            "Category": "Mens Accessories",
            "Price": 59.99,
            "Date": NSDate()
            ] as [String : Any]
        CleverTap.sharedInstance()?.recordEvent("Product viewed", withProps: props)
    }

    func createInAppCampaignPushPrimer() {
        CleverTap.sharedInstance()?.recordEvent("InAppCampaignPushPrimer")
    }

    // MARK: CleverTapPushPermissionDelegate
    func onPushPermissionResponse(_ accepted: Bool) {
        heard.append(accepted)
        print("Push Permission response called ---> accepted = \(accepted)")
    }
}

// MARK: SwiftUIStarter/CTCallbackCoordinator.swift
class CTCallbackCoordinator: NSObject, CleverTapPushPermissionDelegate {
    // MARK: CleverTapPushPermissionDelegate
    func onPushPermissionResponse(_ accepted: Bool) {
        print("Push Permission response called ---> accepted = \(accepted)")
    }
}
