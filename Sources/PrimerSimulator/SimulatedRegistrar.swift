import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The simulated APNs registration.
struct SimulatedRegistrar: RemoteRegistrar {
    let system: SimulatedSystem

    /// The scripted token, or throws the scripted error.
    func registerForRemoteNotifications() async throws -> DeviceToken { try await system.register() }

    /// Records the call.
    func unregisterForRemoteNotifications() async { system.unregister() }
}
