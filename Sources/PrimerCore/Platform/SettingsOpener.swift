/// Opens the app's notification settings in the Settings app.
///
/// Contract: opens the app's own page (`openNotificationSettingsURLString` where available, otherwise
/// `openSettingsURLString`), never a private `App-Prefs:` URL. Returns whether the system accepted the
/// request. The user comes back through a foreground signal of ``AppLifecycle``.
@_spi(AdapterAuthoring) public protocol SettingsOpener: Sendable {
    /// Opens the settings page; `true` when the system opened it.
    func openNotificationSettings() async -> Bool
}
