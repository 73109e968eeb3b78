import Foundation
import PrimerCore

/// The simulated APNs registration.
public struct SimulatedRegistrar: RemoteRegistrar {
    let system: SimulatedSystem

    /// The scripted token, or throws the scripted error.
    public func registerForRemoteNotifications() async throws -> DeviceToken { try await system.register() }

    /// Records the call.
    public func unregisterForRemoteNotifications() async { system.unregister() }
}
