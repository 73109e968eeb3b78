import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The card-less reference with one bug: every call builds its requester over an engine of its own (a
/// vendor SDK that keeps "the request in flight" per call), so a call made while another is waiting for
/// iOS asks again instead of joining it. Sequential calls behave as the reference's; only overlapping
/// ones differ.
struct UnjoinedRequesterDriver: PrimerDriver {
    let environment: PlatformEnvironment
    /// Every requester made, kept alive (each engine waits for its own return from Settings).
    private let requesters = ReportLog<ReferenceRequester>()

    init(environment: PlatformEnvironment) { self.environment = environment }

    static func descriptor(name: String) -> AdapterDescriptor {
        var profile = ReferenceRequesterProfile.profile
        profile.adapter = name
        return AdapterDescriptor(profile: profile) { environment in UnjoinedRequesterDriver(environment: environment) }
    }

    func presentPrimer() async -> DriverAttempt {
        let own = PlatformEnvironment(
            permissions: environment.permissions, registrar: environment.registrar, settings: environment.settings,
            lifecycle: environment.lifecycle, store: environment.store, clock: environment.clock,
            presenter: environment.presenter, diagnostics: environment.diagnostics, engine: SoftAskEngine())
        let requester = ReferenceRequester(environment: own)
        requesters.append(requester)
        let outcome = await requester.requestPermission(fallbackToSettings: true)
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] { requesters.all.flatMap { $0.takeReports() } }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    func stop() async { requesters.close() }
}
