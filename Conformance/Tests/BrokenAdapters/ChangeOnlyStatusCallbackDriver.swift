import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The card-less reference with a status callback that fires only when the permission it states differs
/// from the one the app heard last on this install (OneSignal's observers, which keep it on disk), its
/// profile declaring so. With `repeatsUnchanged` (the bug) it also fires after every answered request,
/// whether the permission changed or not.
struct ChangeOnlyStatusCallbackDriver: PrimerDriver {
    /// Where the permission the app heard last is kept.
    static let heardKey = "ChangeOnlyStatusCallback.heard"

    private let requester: ReferenceRequester
    private let monitor: PermissionStatusMonitor
    private let observation: LifecycleObservation
    private let reports = ReportLog<AdapterReport>()
    private let store: any KeyValueStore
    private let repeatsUnchanged: Bool

    static func descriptor(name: String, repeatsUnchanged: Bool) -> AdapterDescriptor {
        var profile = ReferenceRequesterProfile.profile
        profile.adapter = name
        profile.statusCallbackAllows = [.authorized, .provisional, .ephemeral]
        profile.statusCallbackOnlyOnChange = true
        return AdapterDescriptor(profile: profile) { environment in
            await ChangeOnlyStatusCallbackDriver(environment: environment, repeatsUnchanged: repeatsUnchanged)
        }
    }

    private init(environment: PlatformEnvironment, repeatsUnchanged: Bool) async {
        requester = ReferenceRequester(environment: environment)
        monitor = PermissionStatusMonitor(environment: environment)
        store = environment.store
        self.repeatsUnchanged = repeatsUnchanged
        let (reports, store) = (reports, environment.store)
        observation = monitor.onChange { change in Self.tell(change.current, reports, store, always: false) }
        await monitor.start()
    }

    /// Calls back with `status`'s permission when it differs from the one heard last (or `always`).
    private static func tell(
        _ status: AuthorizationStatus, _ reports: ReportLog<AdapterReport>, _ store: any KeyValueStore, always: Bool
    ) {
        let allows = status.allowsDelivery
        let heard: Bool? = if case let .bool(value)? = store.value(forKey: heardKey) { value } else { nil }
        guard always || heard != allows else { return }
        try? store.setValue(.bool(allows), forKey: heardKey)
        reports.append(
            AdapterReport(
                event: nil, vendorForm: "onPermissionChange(\(allows))",
                statuses: allows ? [.authorized, .provisional, .ephemeral] : [.notDetermined, .denied]))
    }

    func presentPrimer() async -> DriverAttempt {
        let outcome = await requester.requestPermission(fallbackToSettings: true)
        if outcome.result == .granted || outcome.result == .denied {
            Self.tell(outcome.endStatus, reports, store, always: repeatsUnchanged)
        }
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] { requester.takeReports() + reports.drain() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    func stop() async {
        monitor.stop()
        observation.cancel()
        reports.close()
    }
}
