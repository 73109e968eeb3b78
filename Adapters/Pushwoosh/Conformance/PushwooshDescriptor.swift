import PrimerConformance
import PrimerCore
import PushwooshAdapter

extension AdapterDescriptor {
    /// The Pushwoosh-style adapter with the seed's basic card and the vendor defaults (settings fallback
    /// on, no throttle), its public forms (`PushwooshSurface`) and vendor cases (`Cases/`).
    public static let pushwoosh: AdapterDescriptor = {
        var descriptor = PushwooshProfile.descriptor()
        descriptor.configuration = PushwooshProfile.configuration
        descriptor.invalidConfigurations = PushwooshProfile.invalidConfigurations
        descriptor.surface = PushwooshSurface.surface
        descriptor.cases = PushwooshCases.all
        return descriptor
    }()

    /// The basic card under the shortest throttle, `minInterval(1)`: one second is a period like any
    /// other (the edge a "more than one second" slip gets wrong). `primer-lab check` runs it after the
    /// vendors, as `PushwooshOneSecond`.
    public static let pushwooshOneSecond: AdapterDescriptor = {
        var descriptor = PushwooshProfile.descriptor { PushwooshProfile.basicCard($0).minInterval(1) }
        descriptor.profile.adapter = "PushwooshOneSecond"
        return descriptor
    }()
}

extension PushwooshProfile {
    /// The seed's basic card: title, message and the two buttons, nothing else.
    public static let basicCard: @Sendable (PWPushPrimerBuilder) -> PWPushPrimerBuilder = { builder in
        builder.title("Stay in the loop")
            .message("Get notified about deals and order updates first")
            .acceptButton("Enable notifications")
            .declineButton("Not now")
    }

    /// A descriptor whose drivers build each card with `setup` (for example `{ basicCard($0).minInterval(60) }`).
    /// It declares what `setup` sets and, for what it leaves unset, the ``documentedDefaults``, while its
    /// drivers leave that to the adapter's builder: a wrong default in the adapter is then a difference.
    public static func descriptor(
        setup: @escaping @Sendable (PWPushPrimerBuilder) -> PWPushPrimerBuilder = basicCard
    ) -> AdapterDescriptor {
        let documented = PWPushPrimerBuilder.unattached()
            .fallbackToSettings(documentedDefaults.fallbackToSettings)
            .minInterval(documentedDefaults.minInterval)
        let configuration = setup(documented).configuration
        return AdapterDescriptor(profile: profile(configuration)) { environment in
            PushwooshDriver(environment: environment, setup: setup)
        }
    }

    /// The builder's documented mistakes on the basic card, with their diagnostic codes written out (not
    /// read from `PWPushPrimerIssue`): a title or message that is only whitespace is never shown, and a
    /// negative `minInterval` is reported and means no throttle.
    public static let invalidConfigurations: [InvalidConfiguration] = [
        InvalidConfiguration(mistake: "a title of spaces", diagnosticCode: "pushwoosh.primer.emptyTitle", blocks: true)
        {
            PushwooshDriver(environment: $0) { basicCard($0).title("   ") }
        },
        InvalidConfiguration(mistake: "no message", diagnosticCode: "pushwoosh.primer.emptyMessage", blocks: true) {
            PushwooshDriver(environment: $0) { basicCard($0).message("") }
        },
        InvalidConfiguration(
            mistake: "a negative minInterval", diagnosticCode: "pushwoosh.primer.invalidMinInterval", blocks: false
        ) {
            PushwooshDriver(environment: $0) { basicCard($0).minInterval(-1) }
        },
    ]

    /// What a tool may set (`primer-lab --configure pushwoosh.minInterval=3600`): the builder's
    /// `minInterval` and `fallbackToSettings`, applied to the basic card.
    public static let configuration = AdapterConfiguration(
        defaults: documentedDefaults,
        keys: [
            ConfigurationKey("minInterval", expected: "seconds, a finite number of 0 or more") { settings, text in
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return false }
                settings.minInterval = seconds
                return true
            },
            .flag("fallbackToSettings", \.fallbackToSettings),
        ]
    ) { settings in
        descriptor { basicCard($0).minInterval(settings.minInterval).fallbackToSettings(settings.fallbackToSettings) }
    }
}
