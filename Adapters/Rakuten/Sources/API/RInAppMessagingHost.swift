@_spi(AdapterAuthoring) import PrimerCore

extension RInAppMessaging {
    /// The instance the static API forwards to (``shared``); tests override it for their task with
    /// `host.withOverride(messaging) { ... }`.
    static let host = DefaultHost {
        InAppMessaging(
            environment: .platformDefault(hint: "set RInAppMessaging.hostEnvironment"),
            infoDictionary: InfoDictionaryKey.mainBundle)
    }

    /// The platform ports ``shared`` is built over: the live iOS ports where they exist (messages need a
    /// presenter: install your own ``shared`` instance to show them), a platform without notifications
    /// elsewhere. Setting it replaces ``shared`` with an instance over the new ports and the main bundle's
    /// Info.plist keys: set it before configuring anything.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.current.environment }
        set { host.set(InAppMessaging(environment: newValue, infoDictionary: InfoDictionaryKey.mainBundle)) }
    }
}
