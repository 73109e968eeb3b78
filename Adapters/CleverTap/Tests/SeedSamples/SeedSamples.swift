// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The Swift code samples of the vendor's push primer documentation (docs/PushPrimer.md in
// CleverTap/clevertap-ios-sdk, "Push Primer for iOS"), verbatim; only the import is adapted
// (`import CleverTapSDK` → `import CleverTapAdapter`, plus `import PrimerCore` for the status enum's
// members, where an iOS app gets `UNAuthorizationStatus` from UserNotifications, which the vendor's
// module imports). Each fragment sits in a function, and the delegate fragments in a class that
// conforms, as the page says to make it.
import CleverTapAdapter
import PrimerCore

enum SeedSamples {
    /// "Push Primer using Half-Interstitial local In-app".
    static func halfInterstitial() {
// Required field.
let localInAppBuilder = CTLocalInApp(inAppType: CTLocalInAppType.HALF_INTERSTITIAL,
                                     titleText: "Get Notified",
                                     messageText: "Please enable notifications on your device to use Push Notifications.",
                                     followDeviceOrientation: true,
                                     positiveBtnText: "Allow",
                                     negativeBtnText: "Cancel")

// Optional fields.
localInAppBuilder.setFallbackToSettings(true)
localInAppBuilder.setBackgroundColor("#FFFFFF")
localInAppBuilder.setTitleTextColor("#FF0000")
localInAppBuilder.setMessageTextColor("#FF0000")
localInAppBuilder.setBtnBorderRadius("4")
localInAppBuilder.setBtnTextColor("#FF0000")
localInAppBuilder.setBtnBorderColor("#FF0000")
localInAppBuilder.setBtnBackgroundColor("#FFFFFF")
localInAppBuilder.setImageUrl("https://icons.iconarchive.com/icons/treetog/junior/64/camera-icon.png", contentDescription: "This is alt text")

// Prompt Push Primer with above settings.
CleverTap.sharedInstance()?.promptPushPrimer(localInAppBuilder.getSettings())
    }

    /// "Push Primer using Alert local In-app".
    static func alert() {
// Required field.
let localInAppBuilder = CTLocalInApp(inAppType: .ALERT,
                                     titleText: "Get Notified",
                                     messageText: "Enable Notification permission",
                                     followDeviceOrientation: true,
                                     positiveBtnText: "Allow",
                                     negativeBtnText: "Cancel")

// Optional fields.
localInAppBuilder.setFallbackToSettings(true)

// Prompt Push Primer with above settings.
CleverTap.sharedInstance()?.promptPushPrimer(localInAppBuilder.getSettings())
    }

    /// "Call iOS Push Permission dialog without using Push Primer".
    static func hardAsk() {
CleverTap.sharedInstance()?.prompt(forPushPermission: true)
    }

    /// "Get iOS Push notification permission status".
    static func permissionStatus() {
CleverTap.sharedInstance()?.getNotificationPermissionStatus(completionHandler: { status in
	if status == .notDetermined || status == .denied {
		// call push primer here.
	} else {
		print("Push Persmission is already enabled.")
	}
})
    }
}

/// "Available Callbacks for Push Primer in iOS": a class that conforms and sets itself as the delegate.
final class PushPermissionSample: CleverTapPushPermissionDelegate {
    func setDelegate() {
// Set the delegate 
CleverTap.sharedInstance()?.setPushPermissionDelegate(self)
    }

// CleverTapPushPermissionDelegate method
func  onPushPermissionResponse(_ accepted: Bool) {
	print("Push Permission response called ---> accepted = \(accepted)")
}
}
