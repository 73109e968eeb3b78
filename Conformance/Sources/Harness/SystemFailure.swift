import Foundation
import PrimerCore
import PrimerSimulator

/// A way the system fails that `SimulatedDevice` scripts; profiles declare how each is reported
/// (`failed` outcomes, `registrationFailed`, `settingsUnavailable`, `statusUnavailable`, the store's
/// diagnostic).
enum SystemFailure: String, Sendable, Hashable, CaseIterable {
    /// `requestAuthorization` throws (no prompt shows).
    case requestThrows = "request throws"
    /// APNs registration fails.
    case registrationFails = "registration fails"
    /// The Settings app cannot be opened.
    case settingsUnavailable = "Settings unavailable"
    /// Status reads never answer (each is dropped at the engine's deadline).
    case statusReadsHang = "status reads hang"
    /// Writes to the app's disk throw (reads still answer).
    case storeWritesFail = "store writes fail"

    /// Scripts the failure on `device`, or lifts it.
    func apply(to device: SimulatedDevice, _ on: Bool) {
        switch self {
        case .requestThrows: device.requestFailure = on ? "UNErrorDomain error 1 (scripted)" : nil
        case .registrationFails:
            device.registration =
                on ? .failure("no valid aps-environment entitlement (scripted)") : .deterministicToken()
        case .settingsUnavailable: device.settingsAvailable = !on
        case .statusReadsHang: device.statusReadsHang = on
        case .storeWritesFail: device.storeWriteFailure = on ? "no space left on device (scripted)" : nil
        }
    }
}
