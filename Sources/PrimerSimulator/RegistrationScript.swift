import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// What APNs registration yields on the simulated device. iOS delivers a token whatever the
/// notification permission, so the default is a token.
public enum RegistrationScript: Sendable, Hashable {
    /// Registration succeeds with this token.
    case token(DeviceToken)
    /// Registration fails with this error description (for example no `aps-environment` entitlement).
    case failure(String)

    /// A fixed 32-byte token derived from `seed`, so traces are reproducible across runs.
    public static func deterministicToken(seed: Int = 1) -> RegistrationScript {
        .token(DeviceToken(Data((0..<32).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ seed) })))
    }
}
