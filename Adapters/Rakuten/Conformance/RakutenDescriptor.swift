import PrimerConformance
import PrimerCore
import RakutenAdapter

extension AdapterDescriptor {
    /// The Rakuten-style adapter: a fresh SDK instance over each environment.
    public static let rakuten = AdapterDescriptor(profile: RakutenProfile.profile) { environment in
        RakutenDriver(environment: environment)
    }
}
