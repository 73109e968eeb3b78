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

    /// The current platform's SDK state (`PrimerPlatform`: the app's, or a test's override), made over
    /// its environment on first use.
    static var current: Host { PrimerPlatform.instance(of: Host.self) { Host(environment: $0) } }
}

extension OneSignal {
    /// Gives the current platform (the process's, in a serialized suite of the vendor's samples) a fresh
    /// SDK over `environment`, as a new app process over that device would have.
    package static func installFresh(over environment: PlatformEnvironment) {
        PrimerPlatform.scope.install(Host(environment: environment))
    }
}
