import PrimerCore

extension PlatformEnvironment {
    /// What ``InAppPushPrimer/hostEnvironment`` starts as: the core's live ports on iOS-family platforms
    /// (the primer never uses the presenter or the store: the app shows its own card and `defaults:`
    /// replaces the store), and a platform without notifications elsewhere.
    static var activeReachHost: PlatformEnvironment {
        #if canImport(UIKit) && canImport(UserNotifications) && !os(watchOS)
        .live(presenter: NoNotificationSystem(hint: "set InAppPushPrimer.hostEnvironment"), store: InMemoryStore())
        #else
        .withoutNotifications(hint: "set InAppPushPrimer.hostEnvironment")
        #endif
    }
}
