import PrimerCore

extension PlatformEnvironment {
    /// The ports the default ``RInAppMessaging/shared`` instance starts with: the live iOS ports (with no
    /// message UI: set ``RInAppMessaging/shared`` to an instance with your presenter) where they exist,
    /// otherwise a platform without notifications.
    static var rakutenDefaultHost: PlatformEnvironment {
        #if canImport(UIKit) && canImport(UserNotifications) && !os(watchOS)
        .live(presenter: NoNotificationSystem(hint: "set RInAppMessaging.hostEnvironment"))
        #else
        .withoutNotifications(hint: "set RInAppMessaging.hostEnvironment")
        #endif
    }
}
