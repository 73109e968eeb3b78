@_spi(AdapterAuthoring) import PrimerCore

extension OneSignal {
    private static let host = LockedValue(
        PlatformEnvironment.defaultHost(hint: "set OneSignal.hostEnvironment"))

    /// The system ports `OneSignal.Notifications` uses: the core's live ports on iOS-family platforms
    /// (`PlatformEnvironment.live`; forward your app delegate's registration callbacks to
    /// `RemoteRegistrationRelay.shared`), a simulated device's environment in tests. Where there are no
    /// live ports (Linux) it starts as a platform without notifications: the status reads
    /// `notDetermined`, requests fail and Settings cannot open. Setting it replaces
    /// `OneSignal.Notifications` (observers included) and forgets the app id: call `initialize` again.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.withLock { $0 } }
        set {
            // The values replaced may hold the last reference to an engine: released after the unlock.
            host.replaceReleasingAfterUnlock(with: newValue)
            shared.replaceReleasingAfterUnlock(with: Shared())
        }
    }
}
