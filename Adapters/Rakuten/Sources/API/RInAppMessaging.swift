@_spi(AdapterAuthoring) import PrimerCore

/// The vendor-style static API: every call forwards to ``shared``.
///
/// ```swift
/// RInAppMessaging.configure(subscriptionID: "key", configurationURL: "https://example.com/config")
/// RInAppMessaging.logEvent(AppStartEvent())
/// ```
public enum RInAppMessaging {
    /// The instance the static API drives: the current platform's (`PrimerPlatform`: the app's, or a
    /// test's `PrimerPlatform.withEnvironment` override), made on first use over its environment and the
    /// main bundle's Info.plist keys. Setting it installs an instance of the app's own (another
    /// transport or presenter) for that platform: set it before configuring anything.
    public static var shared: InAppMessaging {
        get { current }
        set { install(newValue) }
    }

    /// See ``InAppMessaging/configure(subscriptionID:configurationURL:enableTooltipFeature:)``.
    public static func configure(
        subscriptionID: String? = nil, configurationURL: String? = nil,
        enableTooltipFeature: Bool = false
    ) {
        shared.configure(
            subscriptionID: subscriptionID, configurationURL: configurationURL,
            enableTooltipFeature: enableTooltipFeature)
    }

    /// See ``InAppMessaging/logEvent(_:)``.
    public static func logEvent(_ event: any Event) { shared.logEvent(event) }

    /// See ``InAppMessaging/registerPreference(_:)``.
    @MainActor
    public static func registerPreference(_ preference: any UserInfoProvider) { shared.registerPreference(preference) }

    /// See ``InAppMessaging/closeMessage(clearQueuedCampaigns:)``.
    public static func closeMessage(clearQueuedCampaigns: Bool = false) {
        shared.closeMessage(clearQueuedCampaigns: clearQueuedCampaigns)
    }

    /// See ``InAppMessaging/closeTooltip(with:)``.
    public static func closeTooltip(with uiElementIdentifier: String) { shared.closeTooltip(with: uiElementIdentifier) }

    /// See ``InAppMessagingSettings/errorCallback``.
    public static var errorCallback: (@MainActor @Sendable (RInAppMessagingError) -> Void)? {
        get { shared.settings.errorCallback }
        set { shared.settings.errorCallback = newValue }
    }

    /// See ``InAppMessagingSettings/onVerifyContext``.
    public static var onVerifyContext: (@MainActor @Sendable (_ contexts: [String], _ campaignTitle: String) -> Bool)? {
        get { shared.settings.onVerifyContext }
        set { shared.settings.onVerifyContext = newValue }
    }

    /// See ``InAppMessagingSettings/pushPrimerAuthorizationOptions`` (default `[.sound, .alert, .badge]`).
    public static var pushPrimerAuthorizationOptions: AuthorizationOptions {
        get { shared.settings.pushPrimerAuthorizationOptions }
        set { shared.settings.pushPrimerAuthorizationOptions = newValue }
    }

    /// See ``InAppMessagingSettings/accessibilityCompatibleDisplay``.
    public static var accessibilityCompatibleDisplay: Bool {
        get { shared.settings.accessibilityCompatibleDisplay }
        set { shared.settings.accessibilityCompatibleDisplay = newValue }
    }

    /// See ``InAppMessagingSettings/analyticsCallback``.
    public static var analyticsCallback: (@Sendable (AnalyticsEvent) -> Void)? {
        get { shared.settings.analyticsCallback }
        set { shared.settings.analyticsCallback = newValue }
    }
}
