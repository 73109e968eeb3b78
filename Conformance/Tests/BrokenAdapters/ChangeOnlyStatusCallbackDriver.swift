import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The card-less reference with a status callback that fires only when the permission it states differs
/// from the one the app heard last on this install (OneSignal's observers, which keep it on disk), its
/// profile declaring so. With `alsoWithGrants`, it also fires, changed or not, right after a subscription
/// callback that every granted request makes (Actito's `allowedUI` with its subscription update), its
/// profile declaring that companion. With `repeatsUnchanged` (the bug) it also fires after every answered
/// request, whether the permission changed or not; with `alsoWithGrants`, the bug is the status callback
/// made before the subscription callback it goes with.
struct ChangeOnlyStatusCallbackDriver: PrimerDriver {
    /// Where the permission the app heard last is kept.
    static let heardKey = "ChangeOnlyStatusCallback.heard"

    private let requester: ReferenceRequester
    private let monitor: PermissionStatusMonitor
    private let observation: LifecycleObservation
    private let reports = ReportLog<AdapterReport>()
    private let store: any KeyValueStore
    private let repeatsUnchanged: Bool
    private let alsoWithGrants: Bool

    /// The subscription callback a granted request makes with `alsoWithGrants`.
    static let subscriptionForm = "onSubscriptionUpdate"

    static func descriptor(name: String, repeatsUnchanged: Bool, alsoWithGrants: Bool = false) -> AdapterDescriptor {
        var profile = ReferenceRequesterProfile.profile
        profile.adapter = name
        profile.statusCallbackAllows = [.authorized, .provisional, .ephemeral]
        if alsoWithGrants {
            profile.statusCallbackAlsoRightAfter = subscriptionForm
        } else {
            profile.statusCallbackOnlyOnChange = true
        }
        return AdapterDescriptor(profile: profile) { environment in
            await ChangeOnlyStatusCallbackDriver(
                environment: environment, repeatsUnchanged: repeatsUnchanged, alsoWithGrants: alsoWithGrants)
        }
    }

    private init(environment: PlatformEnvironment, repeatsUnchanged: Bool, alsoWithGrants: Bool) async {
        requester = ReferenceRequester(environment: environment)
        monitor = PermissionStatusMonitor(environment: environment)
        store = environment.store
        self.repeatsUnchanged = repeatsUnchanged
        self.alsoWithGrants = alsoWithGrants
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
        if alsoWithGrants, outcome.result == .granted {
            let subscription = AdapterReport(event: nil, vendorForm: Self.subscriptionForm)
            if !repeatsUnchanged { reports.append(subscription) }
            Self.tell(outcome.endStatus, reports, store, always: true)
            if repeatsUnchanged { reports.append(subscription) }
        } else if outcome.result == .granted || outcome.result == .denied {
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
