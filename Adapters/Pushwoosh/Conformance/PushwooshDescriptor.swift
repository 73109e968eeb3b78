import PrimerConformance
import PrimerCore
@_spi(Conformance) import PushwooshAdapter

extension AdapterDescriptor {
    /// The Pushwoosh-style adapter with the seed's basic card and the vendor defaults (settings fallback
    /// on, no throttle).
    public static let pushwoosh = PushwooshProfile.descriptor()
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
    public static func descriptor(
        setup: @escaping @Sendable (PWPushPrimerBuilder) -> PWPushPrimerBuilder = basicCard
    ) -> AdapterDescriptor {
        let configuration = setup(PWPushPrimerBuilder.unattached()).configuration
        return AdapterDescriptor(profile: profile(configuration)) { environment in
            PushwooshDriver(environment: environment, setup: setup)
        }
    }
}
