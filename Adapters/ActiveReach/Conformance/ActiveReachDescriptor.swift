import ActiveReachAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

extension AdapterDescriptor {
    /// The ActiveReach adapter: a fresh ``InAppPushPrimer`` per environment, driven like the seed's sample
    /// app; its public forms (`ActiveReachSurface`) and vendor cases (`Cases/`).
    public static let activeReach: AdapterDescriptor = {
        var descriptor = AdapterDescriptor(
            profile: ActiveReachProfile.profile,
            configuration: ActiveReachProfile.configuration
        ) { environment in
            ActiveReachDriver(environment: environment)
        }
        descriptor.surface = ActiveReachSurface.surface
        descriptor.cases = ActiveReachCases.all
        return descriptor
    }()

    /// ActiveReach with the sample campaign's `cooldownDays` 0: no period, so no throttle and no stamp.
    /// `primer-lab check` runs it after the vendors, as `ActiveReachNoCooldown`.
    public static let activeReachNoCooldown: AdapterDescriptor = {
        var config = ActiveReachDriver.config
        config.cooldownDays = 0
        var descriptor = ActiveReachProfile.descriptor(config: config)
        descriptor.profile.adapter = "ActiveReachNoCooldown"
        return descriptor
    }()
}

extension ActiveReachProfile {
    /// What a tool may set (`primer-lab --configure activereach.cooldownDays=30`): the sample campaign's
    /// `cooldownDays`, a whole number from 0 to 365 as campaign JSON allows (0: no cooldown).
    public static let configuration = AdapterConfiguration(
        defaults: ActiveReachDriver.config,
        keys: [
            ConfigurationKey("cooldownDays", expected: "a whole number of days from 0 to 365") { config, text in
                guard let days = Int(text), (0...365).contains(days) else { return false }
                config.cooldownDays = days
                return true
            }
        ]
    ) { config in descriptor(config: config) }

    /// The adapter driven with the campaign `config`, declaring its cooldown.
    public static func descriptor(config: InAppPushPrimer.Config) -> AdapterDescriptor {
        var profile = ActiveReachProfile.profile
        if config.cooldownDays > 0 {
            profile.policy?.throttle.kind = .cooldown(days: config.cooldownDays)
        } else {
            // No period, no throttle: Later and dismiss stamp nothing (decision "One cooldown per app...").
            profile.policy?.throttle.kind = .none
            profile.capabilities.remove(.throttle)
        }
        return AdapterDescriptor(profile: profile) { environment in
            ActiveReachDriver(environment: environment, config: config)
        }
    }
}
