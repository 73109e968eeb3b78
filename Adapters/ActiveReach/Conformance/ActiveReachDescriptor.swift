import ActiveReachAdapter
import PrimerConformance
import PrimerCore

extension AdapterDescriptor {
    /// The ActiveReach adapter: a fresh ``InAppPushPrimer`` per environment, driven like the seed's sample app.
    public static let activeReach = AdapterDescriptor(profile: ActiveReachProfile.profile) { environment in
        ActiveReachDriver(environment: environment)
    }
}
