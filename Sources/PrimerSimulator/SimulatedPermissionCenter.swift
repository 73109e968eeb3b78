import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The simulated `UNUserNotificationCenter`.
struct SimulatedPermissionCenter: PermissionCenter {
    let system: SimulatedSystem

    /// The status iOS holds for the app.
    func authorizationStatus() async -> AuthorizationStatus { await system.readStatus() }

    /// iOS's request semantics (see ``SimulatedDevice``).
    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await system.request(options: options)
    }
}
