import PrimerConformance
import PrimerCore
import RakutenAdapter

extension AdapterDescriptor {
    /// The Rakuten-style adapter: a fresh SDK instance over each environment; its public forms
    /// (`RakutenSurface`) and vendor cases (`Cases/`).
    public static let rakuten: AdapterDescriptor = {
        var descriptor = AdapterDescriptor(
            profile: RakutenProfile.profile,
            configuration: RakutenProfile.configuration
        ) { environment in
            RakutenDriver(environment: environment)
        }
        descriptor.surface = RakutenSurface.surface
        descriptor.cases = RakutenCases.all
        return descriptor
    }()

    /// Rakuten with `pushPrimerAuthorizationOptions` `[.alert, .provisional]`: a provisional user then counts
    /// as authorized, no upgrade. `primer-lab check` runs it after the vendors, as `RakutenProvisional`.
    public static let rakutenProvisional: AdapterDescriptor = {
        var descriptor = RakutenProfile.descriptor(options: [.alert, .provisional])
        descriptor.profile.adapter = "RakutenProvisional"
        return descriptor
    }()
}

extension RakutenProfile {
    /// What a tool may set (`primer-lab --configure rakuten.pushPrimerAuthorizationOptions=alert+sound`):
    /// `RInAppMessaging.pushPrimerAuthorizationOptions`; the profile's policy follows them, and so does its
    /// `provisionalUpgrade` claim (none when the options hold `.provisional`).
    public static let configuration = AdapterConfiguration(
        defaults: AuthorizationOptions([.sound, .alert, .badge]),
        keys: [.authorizationOptions("pushPrimerAuthorizationOptions", \.self)]
    ) { options in descriptor(options: options) }

    /// The adapter with the app's `pushPrimerAuthorizationOptions` set to `options`, declaring them.
    public static func descriptor(options: AuthorizationOptions) -> AdapterDescriptor {
        var profile = RakutenProfile.profile
        profile.policy = RakutenProfile.policy(options: options)
        // Options that ask for provisional authorization leave a provisional user nothing to upgrade to.
        if options.contains(.provisional) { profile.capabilities.remove(.provisionalUpgrade) }
        return AdapterDescriptor(profile: profile) { environment in
            RakutenDriver(environment: environment, authorizationOptions: options)
        }
    }
}
