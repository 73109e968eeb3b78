@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// The decisions behind the live Apple bindings, which cannot be compiled on Linux.
@Suite struct SystemBridgeTests {
    @Test(arguments: [
        (0, AuthorizationStatus.notDetermined), (1, .denied), (2, .authorized), (3, .provisional),
        (4, .ephemeral), (5, .notDetermined), (-1, .notDetermined),
    ])
    func statusFromTheSystemsRawValue(raw: Int, status: AuthorizationStatus) {
        #expect(AuthorizationStatus(systemRawValue: raw) == status)
    }

    @Test(arguments: [
        (14, 8, SettingsDestination.appSettings), (15, 3, .appSettings), (15, 4, .notificationSettings),
        (16, 0, .notificationSettings), (26, 1, .notificationSettings),
    ])
    func notificationSettingsFromFifteenPointFour(major: Int, minor: Int, destination: SettingsDestination) {
        #expect(SettingsDestination.preferred(systemMajor: major, minor: minor) == destination)
    }

    @Test(
        arguments: [
            ("app-settings:notifications", "app-settings:", "app-settings:notifications"),
            (nil, "app-settings:", "app-settings:"),
            ("", "app-settings:", "app-settings:"),
            ("App-Prefs:root=NOTIFICATIONS_ID", "app-settings:", "app-settings:"),
            ("prefs:root=NOTIFICATIONS_ID", "APP-PREFS:root", nil),
        ] as [(String?, String, String?)])
    func theURLIsTheSystemsAndNeverPrivate(notification: String?, app: String, chosen: String?) {
        #expect(SettingsDestination.urlString(notificationSettings: notification, appSettings: app) == chosen)
    }
}
