import Foundation
@_spi(AdapterAuthoring) import PrimerCore

extension InAppPushPrimer {
    /// The environment ``init(emit:defaults:)`` reads; tests override it for their task with
    /// `host.withOverride(device.environment) { ... }`. The primer never uses the presenter or the store
    /// (the app shows its own card, `defaults:` is the store).
    static let host = DefaultHost {
        PlatformEnvironment.platformDefault(store: InMemoryStore(), hint: "set InAppPushPrimer.hostEnvironment")
    }

    /// The system ports ``init(emit:defaults:)`` uses (its `defaults` replace the store): the core's live
    /// ports on iOS-family platforms (`PlatformEnvironment.live`; forward your app delegate's registration
    /// callbacks to `RemoteRegistrationRelay.shared`), a simulated device's environment in tests. Where
    /// there are no live ports (Linux) it starts as a platform without notifications: the status reads
    /// `notDetermined`, requests and registration fail, and Settings cannot open.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.current }
        set { host.set(newValue) }
    }
}
