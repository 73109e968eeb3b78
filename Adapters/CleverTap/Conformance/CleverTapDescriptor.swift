import CleverTapAdapter
import PrimerConformance
import PrimerCore

extension AdapterDescriptor {
    /// The CleverTap-style adapter with the documentation's half-interstitial sample (Settings fallback
    /// on, as the sample sets it).
    public static let cleverTap = CleverTapProfile.descriptor()
}

extension CleverTapProfile {
    /// The documentation's half-interstitial sample, with `fallbackToSettings`.
    public static func sampleInApp(fallbackToSettings: Bool = true) -> CTLocalInApp {
        let inApp = CTLocalInApp(
            inAppType: .HALF_INTERSTITIAL, titleText: "Get Notified",
            messageText: "Please enable notifications on your device to use Push Notifications.",
            followDeviceOrientation: true, positiveBtnText: "Allow", negativeBtnText: "Cancel")
        inApp.setFallbackToSettings(fallbackToSettings)
        return inApp
    }

    /// A descriptor whose drivers prompt the sample in-app with `fallbackToSettings`, declaring it.
    public static func descriptor(fallbackToSettings: Bool = true) -> AdapterDescriptor {
        AdapterDescriptor(profile: profile(fallbackToSettings: fallbackToSettings)) { environment in
            CleverTapDriver(environment: environment) { sampleInApp(fallbackToSettings: fallbackToSettings) }
        }
    }
}
