/// The three option sets an app configures for notifications, bundled.
///
/// Defaults (``NotificationOptions/standard``): authorization `[.alert, .badge, .sound]`, foreground
/// presentation `[.banner, .badge, .sound]`, category options empty. These are the values most vendors
/// ship; each adapter declares its own in its behaviour profile.
public struct NotificationOptions: Sendable, Hashable, Codable {
    /// What is requested from the user.
    public var authorization: AuthorizationOptions
    /// How notifications are shown while the app is in the foreground.
    public var presentation: PresentationOptions
    /// Options applied to the notification categories the app registers.
    public var category: CategoryOptions

    /// Creates a bundle; every argument defaults to the documented standard value.
    public init(
        authorization: AuthorizationOptions = .standard,
        presentation: PresentationOptions = [.banner, .badge, .sound],
        category: CategoryOptions = []
    ) {
        self.authorization = authorization
        self.presentation = presentation
        self.category = category
    }

    /// The documented defaults.
    public static let standard = NotificationOptions()
}
