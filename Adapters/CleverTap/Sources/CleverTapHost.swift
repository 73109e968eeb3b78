@_spi(AdapterAuthoring) import PrimerCore

extension CleverTap {
    /// The app's instance: the one of the current platform (`PrimerPlatform`: the app's, bootstrapped
    /// at launch or the live iOS default; a test's override), made over its environment on first use.
    /// Optional, as the vendor's is; this one always returns an instance.
    public static func sharedInstance() -> CleverTap? {
        PrimerPlatform.instance(of: CleverTap.self) { CleverTap(environment: $0) }
    }

    /// The vendor's setup call, made once at launch in every example app: sets up ``sharedInstance()``
    /// over the current platform (`PrimerPlatform.environment`), which from then on reads the notification
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
}
