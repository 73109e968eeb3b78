import OneSignalAdapter
import PrimerConformance
import PrimerCore

extension AdapterDescriptor {
    /// The OneSignal-style adapter: no card, `requestPermission(_:fallbackToSettings: true)` and the
    /// permission observers, a fresh `OSNotifications` per environment.
    public static let oneSignal = AdapterDescriptor(profile: OneSignalProfile.profile) { environment in
        await OneSignalDriver(environment: environment)
    }
}
