import Foundation
import PrimerCore

/// The simulated Settings app.
public struct SimulatedSettings: SettingsOpener {
    let system: SimulatedSystem

    /// Opens the app's notification settings, where the scripted user acts.
    public func openNotificationSettings() async -> Bool { system.openSettings() }
}
