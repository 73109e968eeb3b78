// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The permission samples of the vendor's v5 migration guide (OneSignal/OneSignal-iOS-SDK, MIGRATION_GUIDE.md:
// "Initialization", the Notifications namespace table, "Prompt for Push Notification Permission with
// `requestPermission`", "Register for Provisional Authorization", "Permission Observer"), verbatim but for
// the import. Where a sample cannot compile as printed, the smallest change is made and marked `ADAPTED:`
// with the reason. (On Linux, `UIApplication`, `UIResponder` and `UIApplicationDelegate` are the stand-ins
// of AppleStandIns.swift.)
import Foundation
import OneSignalAdapter
import PrimerConformance

/// What the samples print, so a test can read it (the samples call `print`, from any isolation).
enum SamplePrints {
    static let log = ReportLog<String>()

    static var lines: [String] {
        get { log.all }
        set {
            _ = log.drain()
            for line in newValue { log.append(line) }
        }
    }
}

private func print(_ line: String) { SamplePrints.log.append(line) }

// MARK: Initialization
@MainActor
func initializeSample(launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
    OneSignal.initialize("YOUR_ONESIGNAL_APP_ID", withLaunchOptions: launchOptions)
}

// MARK: Set-up with debugging (documentation.onesignal.com "Mobile SDK setup" for iOS, the AppDelegate
// step; "Mobile SDK reference", setLogLevel(): call it before initializing)
@MainActor
func setUpWithDebuggingSample(launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
    // Remove this method to stop OneSignal Debugging
    OneSignal.Debug.setLogLevel(.LL_VERBOSE)
    // OneSignal initialization
    OneSignal.initialize("YOUR_APP_ID", withLaunchOptions: launchOptions)
    // requestPermission will show the native iOS notification permission prompt.
    // We recommend removing the following code and instead using an In-App Message to prompt for notification permission
    OneSignal.Notifications.requestPermission({ accepted in
        print("User accepted notifications: \(accepted)")
    }, fallbackToSettings: true)
}

// MARK: The Notifications namespace table
func notificationsTableSample() -> (Bool, OSNotificationPermission, Bool) {
let permission: Bool = OneSignal.Notifications.permission
let permissionNative: OSNotificationPermission = OneSignal.Notifications.permissionNative
let canRequest: Bool = OneSignal.Notifications.canRequestPermission
return (permission, permissionNative, canRequest)
}

// MARK: Prompt for Push Notification Permission with `requestPermission`
func requestPermissionSample() {
    OneSignal.Notifications.requestPermission { accepted in
        print("User accepted notifications: \(accepted)")
    }
}

func requestPermissionWithFallbackSample() {
    // If using the fallbackToSettings flag
    OneSignal.Notifications.requestPermission({ accepted in
        print("User accepted notifications: \(accepted)")
    }, fallbackToSettings: true)
}

// MARK: Register for Provisional Authorization
func registerForProvisionalAuthorizationSample() {
    OneSignal.Notifications.registerForProvisionalAuthorization({ accepted in
        // handle authorization
        print("provisional: \(accepted)")  // ADAPTED: the sample's body is a comment; a test needs to hear it.
    })
}

// MARK: Permission Observer
    // AppDelegate.swift
    // Add OSNotificationPermissionObserver after UIApplicationDelegate
    class AppDelegate: UIResponder, UIApplicationDelegate, OSNotificationPermissionObserver {

       // ADAPTED: `UIApplication.LaunchOptionsKey` for the guide's `UIApplicationLaunchOptionsKey` (renamed in
       // Swift 4.2), and `return true` added: the method is declared `-> Bool` but returns nothing.
       func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            // Add your AppDelegate as an observer
            OneSignal.Notifications.addPermissionObserver(self as OSNotificationPermissionObserver)
            return true
        }

        // Add this new method
        func onNotificationPermissionDidChange(_ permission: Bool) {
            // Example of detecting the curret permission
            if permission {
                print("Device has permission to display notifications")
            } else {
                print("Device does not have permission to display notifications")
            }
        }

        // ADAPTED: the guide's removal is a bare statement; here it is a method of the delegate it removes.
        func removeObserver() {
    // Remove the observer
    OneSignal.Notifications.removePermissionObserver(self as OSNotificationPermissionObserver)
        }
    }
