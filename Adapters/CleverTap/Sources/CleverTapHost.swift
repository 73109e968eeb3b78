@_spi(AdapterAuthoring) import PrimerCore

extension CleverTap {
    /// The instance ``sharedInstance()`` returns; ``withSharedInstance(_:operation:)`` overrides it for a
    /// task.
    static let host = DefaultHost { CleverTap(environment: .platformDefault(hint: "set CleverTap.hostEnvironment")) }

    /// The app's instance: the one scoped to the current task by ``withSharedInstance(_:operation:)``
    /// (tests), else one made on first use over ``hostEnvironment``. Optional, as the vendor's is; this
    /// one always returns an instance.
    public static func sharedInstance() -> CleverTap? { host.current }

    /// The vendor's setup call, made once at launch in every example app: sets up ``sharedInstance()``
    /// over ``hostEnvironment`` (the device's platform), which from then on reads the notification
    /// permission at launch and on every return to the foreground, and returns it. The vendor's also
    /// swizzles the app delegate to forward the device token; here the app forwards it to
    /// `RemoteRegistrationRelay.shared` (the live ports' registrar). Never `nil` (the vendor's is `nil`
    /// without an account id in Info.plist; there is no account here).
    @discardableResult
    public static func autoIntegrate() -> CleverTap? { sharedInstance() }

    /// ``autoIntegrate()``; `cleverTapID` (the vendor's custom user id) is not used, since there is no
    /// server here.
    @discardableResult
    public static func autoIntegrate(withCleverTapID cleverTapID: String) -> CleverTap? { sharedInstance() }

    /// The platform ports of ``sharedInstance()``: the live iOS ports where they exist (with no card UI:
    /// set an environment whose presenter is the app's, such as PrimerUI's `PrimerCardPresentation`), a
    /// platform without notifications elsewhere. Setting it replaces the shared instance.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.current.environment }
        set { host.set(CleverTap(environment: newValue)) }
    }

    /// Runs `operation` with `instance` as ``sharedInstance()`` for the current task and its child tasks,
    /// without touching the app's (so parallel tests do not interfere).
    public static func withSharedInstance<Result>(
        _ instance: CleverTap, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await host.withOverride(instance, operation: operation)
    }
}
