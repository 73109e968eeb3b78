import Foundation
import PrimerCore

/// The simulated `UNUserNotificationCenter`.
public struct SimulatedPermissionCenter: PermissionCenter {
    let system: SimulatedSystem

    /// The status iOS holds for the app.
    public func authorizationStatus() async -> AuthorizationStatus { await system.readStatus() }

    /// iOS's request semantics (see ``SimulatedDevice``).
    public func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await system.request(options: options)
    }
}
