import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The simulated Settings app.
struct SimulatedSettings: SettingsOpener {
    let system: SimulatedSystem

    /// Opens the app's notification settings, where the scripted user acts.
    func openNotificationSettings() async -> Bool { system.openSettings() }
}
