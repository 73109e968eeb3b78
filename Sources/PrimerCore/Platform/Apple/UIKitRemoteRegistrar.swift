#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The live ``RemoteRegistrar``: `UIApplication.registerForRemoteNotifications()`, answered through
/// ``RemoteRegistrationRelay`` (the app forwards its delegate callbacks to the relay).
public struct UIKitRemoteRegistrar: RemoteRegistrar {
    private let relay: RemoteRegistrationRelay

    /// A registrar answered by `relay` (the shared one unless the app keeps its own).
    public init(relay: RemoteRegistrationRelay = .shared) {
        self.relay = relay
    }

    /// Registers and waits for the delegate's token or error.
    public func registerForRemoteNotifications() async throws -> DeviceToken {
        try await relay.register {
            await MainActor.run { UIApplication.shared.registerForRemoteNotifications() }
        }
    }

    /// `UIApplication.unregisterForRemoteNotifications()`.
    public func unregisterForRemoteNotifications() async {
        await MainActor.run { UIApplication.shared.unregisterForRemoteNotifications() }
    }
}
#endif
