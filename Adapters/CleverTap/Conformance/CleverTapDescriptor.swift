import CleverTapAdapter
import PrimerConformance
import PrimerCore

extension AdapterDescriptor {
    /// The CleverTap-style adapter with the documentation's half-interstitial sample (Settings fallback
    /// on, as the sample sets it), its public forms (`CleverTapSurface`) and vendor cases (`Cases/`).
    public static let cleverTap: AdapterDescriptor = {
        var descriptor = CleverTapProfile.descriptor(CleverTapProfile.Settings())
        descriptor.configuration = CleverTapProfile.configuration
        descriptor.invalidConfigurations = CleverTapProfile.invalidConfigurations
        descriptor.surface = CleverTapSurface.surface
        descriptor.cases = CleverTapCases.all
        return descriptor
    }()

    /// CleverTap with the in-app's `setFallbackToSettings(false)` (the vendor's default): a denied user is
    /// shown nothing. `primer-lab check` runs it after the vendors, as `CleverTapNoFallback`.
    public static let cleverTapNoFallback: AdapterDescriptor = {
        var descriptor = CleverTapProfile.descriptor(CleverTapProfile.Settings(fallbackToSettings: false))
        descriptor.profile.adapter = "CleverTapNoFallback"
        return descriptor
    }()
}

extension CleverTapProfile {
    /// What the in-app of every attempt is built with: what the vendor lets an app configure.
    public struct Settings: Sendable, Hashable {
        /// `setFallbackToSettings(_:)`; the documentation's samples set `true` (the vendor's default is
        /// `false`).
        public var fallbackToSettings = true
        /// The layout.
        public var inAppType = CTLocalInAppType.HALF_INTERSTITIAL

        /// The documentation sample's settings, or others.
        public init(fallbackToSettings: Bool = true, inAppType: CTLocalInAppType = .HALF_INTERSTITIAL) {
            self.fallbackToSettings = fallbackToSettings
            self.inAppType = inAppType
        }
    }

    /// The documentation's half-interstitial sample's texts, with `settings`.
    public static func sampleInApp(_ settings: Settings = Settings()) -> CTLocalInApp {
        let inApp = CTLocalInApp(
            inAppType: settings.inAppType, titleText: "Get Notified",
            messageText: "Please enable notifications on your device to use Push Notifications.",
            followDeviceOrientation: true, positiveBtnText: "Allow", negativeBtnText: "Cancel")
        inApp.setFallbackToSettings(settings.fallbackToSettings)
        return inApp
    }

    /// A descriptor whose drivers prompt the sample in-app built with `settings`, declaring them.
    public static func descriptor(_ settings: Settings) -> AdapterDescriptor {
        AdapterDescriptor(profile: profile(fallbackToSettings: settings.fallbackToSettings)) { environment in
            CleverTapDriver(environment: environment) { sampleInApp(settings) }
        }
    }

    /// Settings the in-app parser cannot read, with their diagnostic codes written out (not read from
    /// `CleverTapPushPrimerError`): nothing is shown and the mistake goes to the diagnostics.
    public static let invalidConfigurations: [InvalidConfiguration] = [
        InvalidConfiguration(
            mistake: "a negative button of spaces", diagnosticCode: "clevertap.primer.missingText", blocks: true
        ) { environment in
            CleverTapDriver(environment: environment) {
                CTLocalInApp(
                    inAppType: .HALF_INTERSTITIAL, titleText: "Get Notified",
                    messageText: "Please enable notifications.",
                    followDeviceOrientation: true, positiveBtnText: "Allow", negativeBtnText: "  ")
            }
        }
    ]

    /// What a tool may set (`primer-lab --configure clevertap.fallbackToSettings=false`): the in-app's
    /// `setFallbackToSettings(_:)` and its type (`alert` or `half-interstitial`).
    public static let configuration = AdapterConfiguration(
        defaults: Settings(),
        keys: [
            .flag("fallbackToSettings", \.fallbackToSettings),
            ConfigurationKey("inAppType", expected: "alert or half-interstitial") { settings, text in
                switch text {
                case "alert": settings.inAppType = .ALERT
                case "half-interstitial": settings.inAppType = .HALF_INTERSTITIAL
                default: return false
                }
                return true
            },
        ]
    ) { settings in descriptor(settings) }
}
