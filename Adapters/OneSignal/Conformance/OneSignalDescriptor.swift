import OneSignalAdapter
import PrimerConformance
import PrimerCore

extension AdapterDescriptor {
    /// The OneSignal-style adapter: no card, `requestPermission(_:fallbackToSettings: true)` and the
    /// permission observers, a fresh `OSNotifications` per environment; its public forms
    /// (`OneSignalSurface`) and vendor cases (`Cases/`).
    public static let oneSignal: AdapterDescriptor = {
        var descriptor = AdapterDescriptor(profile: OneSignalProfile.profile) { environment in
            await OneSignalDriver(environment: environment)
        }
        descriptor.surface = OneSignalSurface.surface
        descriptor.cases = OneSignalCases.all
        return descriptor
    }()
}
