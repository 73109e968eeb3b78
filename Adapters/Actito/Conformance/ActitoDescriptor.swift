import ActitoAdapter
import PrimerConformance
import PrimerCore

extension AdapterDescriptor {
    /// The Actito-style adapter: no card, `enableRemoteNotifications()`, the push delegate and options; its
    /// public forms (`ActitoSurface`) and vendor cases (`Cases/`).
    public static let actito: AdapterDescriptor = {
        var descriptor = AdapterDescriptor(
            profile: ActitoProfile.profile,
            configuration: ActitoProfile.configuration
        ) { environment in
            await ActitoDriver(environment: environment)
        }
        descriptor.surface = ActitoSurface.surface
        descriptor.cases = ActitoCases.all
        return descriptor
    }()

    /// Actito with `authorizationOptions` `[.alert, .provisional]`: a provisional user then counts as
    /// answered, no upgrade. `primer-lab check` runs it after the vendors, as `ActitoProvisional`.
    public static let actitoProvisional: AdapterDescriptor = {
        var descriptor = ActitoProfile.descriptor(options: [.alert, .provisional])
        descriptor.profile.adapter = "ActitoProvisional"
        return descriptor
    }()
}

extension ActitoProfile {
    /// What a tool may set (`primer-lab --configure actito.authorizationOptions=alert+provisional`): the
    /// app's `authorizationOptions`; the profile's policy follows them, and so does its `provisionalUpgrade`
    /// claim (none when the options hold `.provisional`).
    public static let configuration = AdapterConfiguration(
        defaults: ActitoPush.defaultAuthorizationOptions,
        keys: [.authorizationOptions("authorizationOptions", \.self)]
    ) { options in descriptor(options: options) }

    /// The adapter with the app's `authorizationOptions` set to `options`, declaring them.
    public static func descriptor(options: AuthorizationOptions) -> AdapterDescriptor {
        var profile = ActitoProfile.profile
        profile.policy = ActitoProfile.policy(options: options)
        profile.defaultOptions?.authorization = options
        // With `.provisional` in the options a provisional user counts as answered: nothing to upgrade
        // (decision "A provisional user is upgraded ... unless the app's options contain .provisional").
        if options.contains(.provisional) { profile.capabilities.remove(.provisionalUpgrade) }
        return AdapterDescriptor(profile: profile) { environment in
            await ActitoDriver(environment: environment, authorizationOptions: options)
        }
    }
}
