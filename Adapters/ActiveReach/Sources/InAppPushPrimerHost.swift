import Foundation
@_spi(AdapterAuthoring) import PrimerCore

extension InAppPushPrimer {
    // The primer never uses the presenter or the store: the app shows its own card, `defaults:` is the store.
    private static let host = LockedValue(
        PlatformEnvironment.defaultHost(
            store: InMemoryStore(),
            hint: "set InAppPushPrimer.hostEnvironment"))

    /// The system ports ``init(emit:defaults:)`` uses (its `defaults` replace the store): the core's live
    /// ports on iOS-family platforms (`PlatformEnvironment.live`; forward your app delegate's registration
    /// callbacks to `RemoteRegistrationRelay.shared`), a simulated device's environment in tests. Where
    /// there are no live ports (Linux) it starts as a platform without notifications: the status reads
    /// `notDetermined`, requests and registration fail, and Settings cannot open.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.withLock { $0 } }
        // The environment replaced may hold the last reference to an engine: released after the unlock.
        set { host.replaceReleasingAfterUnlock(with: newValue) }
    }
}
