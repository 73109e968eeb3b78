import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The reference with one declared configuration mistake, a blank title: `validates` (the correct one)
/// reports it as `reference.emptyTitle` and suppresses the attempt; without it (the bug) the blank card is
/// shown and its accept asks.
struct InvalidConfigurationDriver: PrimerDriver {
    static let code = "reference.emptyTitle"
    static let blankCard = PrimerCard(
        campaignId: "reference", title: " ", message: "Get a notification when your order ships.",
        acceptLabel: "Allow", declineLabel: "Not now")

    private let environment: PlatformEnvironment
    private let validates: Bool
    private let reference: ReferenceDriver

    static func descriptor(name: String, validates: Bool) -> AdapterDescriptor {
        var descriptor = ReferenceProfile.descriptor()
        descriptor.profile.adapter = name
        descriptor.invalidConfigurations = [
            InvalidConfiguration(mistake: "a blank title", diagnosticCode: code, blocks: true) { environment in
                InvalidConfigurationDriver(environment: environment, validates: validates)
            }
        ]
        return descriptor
    }

    private init(environment: PlatformEnvironment, validates: Bool) {
        self.environment = environment
        self.validates = validates
        reference = ReferenceDriver(primer: ReferencePrimer(environment: environment, card: Self.blankCard))
    }

    func presentPrimer() async -> DriverAttempt {
        guard validates else { return await reference.presentPrimer() }
        environment.diagnostics(Diagnostic(.error, code: Self.code, "the title is blank: not shown"))
        let outcome = await SoftAsk(policy: ReferencePolicy.make(), environment: environment)
            .beginAttempt(campaignId: Self.blankCard.campaignId).suppressForInvalidConfiguration().value
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] { await reference.takeReports() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        await reference.presentPrimerTappingAccept(then: second)
    }

    /// Nothing to stop: the reference starts nothing that outlives a call.
    func stop() async {}
}
