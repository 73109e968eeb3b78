/// Which page of the Settings app a denied user is sent to, decided here so the live binding only
/// supplies the system's URL strings.
public enum SettingsDestination: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app's notification settings (`UIApplication.openNotificationSettingsURLString`, iOS 16+;
    /// `UIApplicationOpenNotificationSettingsURLString` on iOS 15.4 to 15.x).
    case notificationSettings
    /// The app's settings page (`UIApplication.openSettingsURLString`), one tap further from the switch.
    case appSettings

    /// The first system version with a notification-settings deep link (iOS, iPadOS, tvOS, Mac
    /// Catalyst 15.4; every visionOS).
    @_spi(AdapterAuthoring) public static let notificationSettingsSince = (major: 15, minor: 4)

    /// The destination an iOS-family system of `major.minor` offers.
    @_spi(AdapterAuthoring) public static func preferred(systemMajor major: Int, minor: Int) -> SettingsDestination {
        (major, minor) >= notificationSettingsSince ? .notificationSettings : .appSettings
    }

    /// The URL string to open: the notification settings when the system offers them, else the app's
    /// settings. A private `App-Prefs:` / `prefs:` URL is never returned (App Review rejects it), and an
    /// empty or private string from the system falls back to the app's settings.
    @_spi(AdapterAuthoring) public static func urlString(notificationSettings: String?, appSettings: String) -> String?
    {
        if let notificationSettings, !notificationSettings.isEmpty, !isPrivate(notificationSettings) {
            return notificationSettings
        }
        return appSettings.isEmpty || isPrivate(appSettings) ? nil : appSettings
    }

    /// Whether `urlString` uses a private Settings scheme (`App-Prefs:`, `prefs:`), in any letter case.
    @_spi(AdapterAuthoring) public static func isPrivate(_ urlString: String) -> Bool {
        let lowered = urlString.lowercased()
        return lowered.hasPrefix("app-prefs:") || lowered.hasPrefix("prefs:")
    }
}
