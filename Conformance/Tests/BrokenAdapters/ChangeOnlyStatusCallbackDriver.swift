import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The card-less reference with a status callback that fires only when the permission it states differs
/// from the one the app heard last on this install (OneSignal's observers, which keep it on disk), its
/// profile declaring so. With `alsoWithGrants`, it also fires, changed or not, right after a subscription
/// callback that every granted request makes (Actito's `allowedUI` with its subscription update), its
/// profile declaring that companion. With `repeatsUnchanged` (the bug) it also fires after every answered
/// request, whether the permission changed or not; with `alsoWithGrants`, the bug is the status callback
/// made before the subscription callback it goes with. With a ``SideCallFault``, it also has the call or
/// the state that fault breaks.
struct ChangeOnlyStatusCallbackDriver: OtherRequestsDriver, NotificationStateDriver {
    /// A bug outside the enable call: in a declared other request (``BehaviourProfile/otherRequests``) or in
    /// the adapter's state (``NotificationStateDriver/notificationState()``).
    enum SideCallFault: Sendable {
        /// Its provisional call asks iOS from every status, not only from notDetermined.
        case provisionalAskedAgain
        /// Its "can ask" state counts provisional as answered: no for a provisional user never asked.
        case canAskIgnoresProvisional
        /// Its "can ask" state forgets the app's enable call at a relaunch (kept in memory, not on disk).
        case canAskForgetsAsking
        /// Keeps the permission read at launch as heard without telling it, so a change made while the app
        /// was not running (or before this install's first launch) is never told.
        case launchChangeUntold
        /// Declares the store's diagnostic for a failed write but drops the failure of its own write.
        case writeFailureSwallowed
        /// Its provisional call (asked only from notDetermined) tells the callback but does not keep what it
        /// told on disk, so the relaunch tells it again.
        case provisionalHeardUnkept
    }

    /// Where the permission the app heard last is kept.
    static let heardKey = "ChangeOnlyStatusCallback.heard"
    /// Where the app's enable call is remembered (with a side-call fault).
    static let askedKey = "ChangeOnlyStatusCallback.asked"
    static let provisionalOptions: AuthorizationOptions = [.provisional, .alert, .sound, .badge]

    private let requester: ReferenceRequester
    private let monitor: PermissionStatusMonitor
    private let observation: LifecycleObservation
    private let reports = ReportLog<AdapterReport>()
    private let store: any KeyValueStore
    private let repeatsUnchanged: Bool
    private let alsoWithGrants: Bool
    private let permissions: any PermissionCenter
    private let sideFault: SideCallFault?
    /// Whether the app made its enable call in this process (canAskForgetsAsking's memory).
    private let askedThisLaunch = LockedValue(false)

    /// The subscription callback a granted request makes with `alsoWithGrants`.
    static let subscriptionForm = "onSubscriptionUpdate"

    static func descriptor(
        name: String, repeatsUnchanged: Bool, alsoWithGrants: Bool = false, sideFault: SideCallFault? = nil
    ) -> AdapterDescriptor {
        var profile = ReferenceRequesterProfile.profile
        profile.adapter = name
        profile.statusCallbackAllows = [.authorized, .provisional, .ephemeral]
        if alsoWithGrants {
            profile.statusCallbackAlsoRightAfter = subscriptionForm
        } else {
            profile.statusCallbackOnlyOnChange = true
        }
        if sideFault == .writeFailureSwallowed { profile.storeWriteFailureDiagnostic = "store.writeFailed" }
        if sideFault == .provisionalAskedAgain || sideFault == .provisionalHeardUnkept {
            profile.otherRequests = [
                OtherRequest("registerForProvisional()", .provisional(provisionalOptions, otherwise: true))
            ]
        }
        return AdapterDescriptor(profile: profile) { environment in
            await ChangeOnlyStatusCallbackDriver(
                environment: environment, repeatsUnchanged: repeatsUnchanged, alsoWithGrants: alsoWithGrants,
                sideFault: sideFault)
        }
    }

    private init(
        environment: PlatformEnvironment, repeatsUnchanged: Bool, alsoWithGrants: Bool, sideFault: SideCallFault?
    ) async {
        requester = ReferenceRequester(environment: environment)
        monitor = PermissionStatusMonitor(environment: environment)
        store = environment.store
        permissions = environment.permissions
        self.repeatsUnchanged = repeatsUnchanged
        self.alsoWithGrants = alsoWithGrants
        self.sideFault = sideFault
        let (reports, store) = (reports, environment.store)
        // With launchChangeUntold, the launch read is kept as heard without telling it.
        let untold = LockedValue(sideFault == .launchChangeUntold)
        observation = monitor.onChange { change in
            let first = untold.withLock { untold in
                defer { untold = false }
                return untold
            }
            guard first else {
                return Self.tell(change.current, reports, store, always: false)
            }
            try? store.setValue(.bool(change.current.allowsDelivery), forKey: Self.heardKey)
        }
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
        if sideFault != nil { try? store.setValue(.bool(true), forKey: Self.askedKey) }
        askedThisLaunch.withLock { $0 = true }
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

    /// The provisional call: asking whatever the status (provisionalAskedAgain), or only from notDetermined
    /// with what it told not kept (provisionalHeardUnkept).
    func otherRequest(at index: Int) async -> Bool? {
        guard sideFault == .provisionalAskedAgain || sideFault == .provisionalHeardUnkept, index == 0 else {
            return nil
        }
        let unkept = sideFault == .provisionalHeardUnkept
        if unkept, await permissions.authorizationStatus() != .notDetermined { return true }
        _ = try? await permissions.requestAuthorization(options: Self.provisionalOptions)
        let heardBefore = store.value(forKey: Self.heardKey)
        Self.tell(await permissions.authorizationStatus(), reports, store, always: false)
        if unkept {
            if let heardBefore {
                try? store.setValue(heardBefore, forKey: Self.heardKey)
            } else {
                try? store.removeValue(forKey: Self.heardKey)
            }
        }
        return true
    }

    /// "Can ask": with canAskIgnoresProvisional, never asked and not determined (provisional counted as
    /// answered); with canAskForgetsAsking, not asked in this process and not answered.
    func notificationState() async -> AdapterNotificationState {
        let status = await permissions.authorizationStatus()
        switch sideFault {
        case .canAskIgnoresProvisional:
            let asked = store.value(forKey: Self.askedKey) == .bool(true)
            return AdapterNotificationState(
                enabledByApp: nil, statuses: nil, canAsk: !asked && status == .notDetermined)
        case .canAskForgetsAsking:
            let asked = askedThisLaunch.withLock { $0 }
            let askable = status == .notDetermined || status == .provisional
            return AdapterNotificationState(enabledByApp: nil, statuses: nil, canAsk: !asked && askable)
        default: return AdapterNotificationState(enabledByApp: nil, statuses: nil)
        }
    }

    func takeReports() async -> [AdapterReport] { requester.takeReports() + reports.drain() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    func stop() async {
        monitor.stop()
        observation.cancel()
        reports.close()
    }
}
