import PrimerCore

extension InAppPushPrimer {
    /// ActiveReach's declared behaviour (DESIGN §4): its policy, the events it emits and how, the API
    /// mapping, the vendor quirk and the decisions taken where the documentation is silent.
    public static let profile = BehaviourProfile(
        adapter: "ActiveReach", module: "ActiveReachAdapter",
        summary: "InAppPushPrimer: the app shows an operator-authored card and reports taps; six canonical events through an emitter; 7-day cooldown after Later or dismiss.",
        policy: policy,
        capabilities: [.softAskCard, .throttle, .settingsFallback, .provisionalUpgrade, .campaigns, .registration],
        reporting: [
            EventReporting(.displayed, "emit(\"in_app.displayed\", [campaignId, status])"),
            EventReporting(.dismissed, "emit(\"in_app.dismissed\", [campaignId, status, cooldownDays])"),
            EventReporting(.allowTapped, "emit(\"push_primer.allow_tapped\", [campaignId])"),
            EventReporting(.laterTapped, "emit(\"push_primer.later_tapped\", [campaignId, status, cooldownDays])"),
            EventReporting(.permissionGranted, "emit(\"push_primer.permission_granted\", [campaignId, status])"),
            EventReporting(.permissionDenied, "emit(\"push_primer.permission_denied\", [campaignId, status, error?])"),
            EventReporting(.redirectedToSettings,
                           "emit(\"push_primer.permission_denied\", [campaignId, status, settingsOpened: true])"),
            EventReporting(.settingsReturned, "emit(\"push_primer.settings_returned\", [campaignId, status])"),
        ],
        apiMapping: [
            APIMapping(.showPrimer, "your own card + primer.displayed(config:)"),
            APIMapping(.observeOutcome, "emitter: push_primer.permission_granted / push_primer.permission_denied"),
            APIMapping(.observeEvents, "InAppPushPrimer(emit:defaults:) EventEmitter"),
            APIMapping(.configureThrottle, "Config.cooldownDays / campaign JSON cooldownDays"),
            APIMapping(.resetThrottle, "primer.clearCooldown()"),
            APIMapping(.configureDenied, "not configurable (Allow opens Settings)"),
            APIMapping(.checkStatus, "primer.isAlreadyAuthorized { } / isInCooldown(cooldownDays:)"),
        ],
        quirks: [
            VendorQuirk(summary: "No primer in the public iOS SDK",
                        documented: "InAppPushPrimer in ActiveReachInApp: card first, requestAuthorization only after Allow",
                        shipping: "active-reach-ios-sdk 1.6.0 has no primer; AegisPushManager.initialize() requests [.alert, .badge, .sound] up front and registers if granted"),
        ],
        decisions: decisions)
}

extension AdapterDescriptor {
    /// The ActiveReach adapter: a fresh ``InAppPushPrimer`` per environment, driven like the seed's sample app.
    public static let activeReach = AdapterDescriptor(profile: InAppPushPrimer.profile,
                                                      configuration: InAppPushPrimer.configuration) { environment in
        ActiveReachDriver(environment: environment)
    }
}

extension InAppPushPrimer {
    /// What a tool may set (`primer-lab --configure activereach.cooldownDays=30`): the sample campaign's
    /// `cooldownDays`, a whole number from 0 to 365 as campaign JSON allows (0: no cooldown).
    public static let configuration = AdapterConfiguration(
        defaults: ActiveReachDriver.config,
        keys: [
            ConfigurationKey("cooldownDays", expected: "a whole number of days from 0 to 365") { config, text in
                guard let days = Int(text), (0...365).contains(days) else { return false }
                config.cooldownDays = days
                return true
            },
        ]) { config in
            var profile = InAppPushPrimer.profile
            profile.policy?.throttle.kind = config.cooldownDays > 0 ? .cooldown(days: config.cooldownDays) : .none
            return AdapterDescriptor(profile: profile) { environment in
                ActiveReachDriver(environment: environment, config: config)
            }
        }
}
