import PrimerCore

/// A driver of an adapter whose app delegate may leave the system's link to the app's notification
/// settings (`userNotificationCenter(_:openSettingsFor:)`) to a vendor default, probed for with `as?`:
/// Swift cannot tell that default from the app's own handler when the options are set (Actito's
/// `shouldOpenSettings`), so `options.settingsHandlerMissing` is owed when the link is used.
public protocol SettingsLinkDriver: NotificationOptionsDriver {
    /// Sets `options` with an app delegate that does not implement the settings-link handler, so the
    /// vendor's default runs; `false` when it refused.
    func configureOptionsLeavingSettingsLinkToDefault(_ options: NotificationOptions) async -> Bool
    /// The system asks the app to show its notification settings (from the Settings app).
    func openSettingsLink() async
}
