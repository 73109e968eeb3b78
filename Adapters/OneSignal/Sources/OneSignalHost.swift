@_spi(AdapterAuthoring) import PrimerCore

extension OneSignal {
    /// The SDK's state over one environment: the app id `initialize` accepted and the `Notifications`
    /// instance, made on first use.
    final class Host: Sendable {
        struct State {
            var appId: String?
            var notifications: OSNotifications?
        }

        let environment: PlatformEnvironment
        let state = LockedValue(State())

        init(environment: PlatformEnvironment) {
            self.environment = environment
        }
    }

    /// What the static API runs over; tests override it for their task with
    /// `host.withOverride(OneSignal.Host(environment: device.environment)) { ... }`.
    static let host = DefaultHost { Host(environment: .platformDefault(hint: "set OneSignal.hostEnvironment")) }

    /// The system ports `OneSignal.Notifications` uses: the core's live ports on iOS-family platforms
    /// (`PlatformEnvironment.live`; forward your app delegate's registration callbacks to
    /// `RemoteRegistrationRelay.shared`), a simulated device's environment in tests. Where there are no
    /// live ports (Linux) it starts as a platform without notifications: the status reads
    /// `notDetermined`, requests fail and Settings cannot open. Setting it replaces
    /// `OneSignal.Notifications` (observers included) and forgets the app id: call `initialize` again.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.current.environment }
        set { host.set(Host(environment: newValue)) }
    }
}
