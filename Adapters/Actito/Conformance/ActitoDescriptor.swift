import ActitoAdapter
import PrimerConformance
import PrimerCore

extension AdapterDescriptor {
    /// The Actito-style adapter: no card, `enableRemoteNotifications()`, the push delegate and options.
    public static let actito = AdapterDescriptor(profile: ActitoProfile.profile) { environment in
        await ActitoDriver(environment: environment)
    }
}
