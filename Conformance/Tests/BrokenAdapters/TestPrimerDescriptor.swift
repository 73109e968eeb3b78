import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Drives a ``TestPrimer``.
struct TestPrimerDriver: ForegroundPresentationDriver, ThrottleResettingDriver, NotificationDisablingDriver,
    IdleWaitingDriver, CompletionFormDriver, SettingsLinkDriver
{
    let primer: TestPrimer

    func presentPrimer() async -> DriverAttempt {
        let outcome = await primer.present()
        // Returns once the adapter has reported its answer (the driver's contract).
        await primer.waitUntilIdle()
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue,
            suppression: primer.fault == .suppressionReasonDropped ? nil : outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] { await primer.takeReports() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        if primer.fault == .doubleTapDeclaredAway { return .noCard }
        let (first, other) = await primer.tapTwice(then: second)
        return .tapped(
            PendingAttempt { [primer] in
                let outcome = await first.value
                await primer.waitUntilIdle()
                return Self.attempt(outcome)
            },
            PendingAttempt { [primer] in
                let outcome = await other.value
                await primer.waitUntilIdle()
                return Self.attempt(outcome)
            })
    }

    private static func attempt(_ outcome: PrimerOutcome) -> DriverAttempt {
        DriverAttempt(result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    func deliverPush(_ push: PushDelivery) async -> Bool {
        await primer.deliver(push)
        return true
    }

    func notificationOptions() async -> NotificationOptions? { primer.options }

    func foregroundPresentation(_ payloadJSON: String) async -> PresentationOptions? {
        primer.foregroundPresentation()
    }

    func stop() async { primer.stop() }

    func disableNotifications() async -> Bool {
        await primer.disable()
        return true
    }

    func startStatusCheck() -> @Sendable () -> Bool {
        let completed = LockedValue(false)
        primer.checkStatus { completed.withLock { $0 = true } }
        return { completed.withLock { $0 } }
    }

    func waitUntilIdle() async { await primer.waitUntilIdle() }

    func presentPrimerInCompletionForm() async -> [String] {
        let heard = LockedValue<[String]>([])
        primer.present { outcome in heard.withLock { $0.append(outcome.result.rawValue) } }
        await primer.waitUntilIdle()
        return heard.withLock { $0 }
    }

    func resetThrottle() async -> Bool {
        primer.resetThrottle()
        return true
    }

    func configureOptionsLeavingSettingsLinkToDefault(_ options: NotificationOptions) async -> Bool {
        primer.configureLeavingSettingsLinkToDefault(options)
        return true
    }

    func openSettingsLink() async { primer.openSettingsLink() }

    func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool {
        primer.configure(options, handlesSettingsLink: handlesSettingsLink)
        return true
    }
}

extension TestPrimer {
    /// The correct adapter.
    static let correct = descriptor(fault: nil)

    /// The adapter with `fault`, declaring what the correct one declares (or, for profile bugs, the
    /// broken declaration); with `reportHops`, each report is made that many scheduler turns late.
    static func descriptor(
        fault: BrokenAdapter?, wedges: WedgeSignal = WedgeSignal(), reportHops: Int? = nil
    ) -> AdapterDescriptor {
        var profile = ReferenceProfile.profile()
        profile.adapter = fault.map { "Broken.\($0.rawValue)" } ?? "TestPrimer"
        profile.capabilities.formUnion([.pushEvents, .notificationOptions])
        profile.defaultOptions = shippedDefaults
        profile.pushSamples = samples
        profile.apiMapping.append(APIMapping(.resetThrottle, "primer.resetThrottle()"))
        profile.disableUnregisters = true
        switch fault {
        case .declaresWrongDeniedHandling:
            profile.policy?.denied = .suppress
            profile.capabilities.remove(.settingsFallback)
        case .inconsistentProfile:
            profile.policy?.throttle = .none
        case .stampsWithoutPeriod:
            profile.policy?.throttle.kind = .none
            profile.capabilities.remove(.throttle)
        case .noSingleFlight, .displayedWhileUp, .cardWhilePromptOpen:
            // Without a throttle, nothing but single-flight stops a second card.
            profile.policy?.throttle = .none
            profile.capabilities.remove(.throttle)
        case .declaredReadsNotMade:
            (profile.readsStatusAtLaunch, profile.readsStatusOnForeground) = (true, true)
        default:
            break
        }
        var descriptor = AdapterDescriptor(profile: profile) { environment in
            TestPrimerDriver(
                primer: TestPrimer(
                    environment: environment, fault: fault, wedges: wedges,
                    slowHops: reportHops.map(SlowReportHops.init(yields:))))
        }
        // Only the adapters its cases are about declare them, so no other fault fails them as a side effect.
        if fault == nil || fault == .stampInWholeSeconds {
            descriptor.surface = TestPrimerCases.surface(fault: fault)
            descriptor.cases = TestPrimerCases.all
        }
        return descriptor
    }

    /// The documented pushes.
    static let samples: [PushSample] = [
        PushSample(
            name: "received",
            delivery: PushDelivery(
                .received, payloadJSON: #"{"x-sender": "conformance-test", "id": "m1", "aps": {"alert": "Hello"}}"#),
            recognised: true, reports: ["delegate.didReceive(m1)"]),
        PushSample(
            name: "opened",
            delivery: PushDelivery(.opened, payloadJSON: #"{"x-sender": "conformance-test", "id": "m2"}"#),
            recognised: true, reports: ["delegate.didOpen(m2)"]),
        PushSample(
            name: "action",
            delivery: PushDelivery(
                .openedAction(identifier: "reply", responseText: "ok"),
                payloadJSON: #"{"x-sender": "conformance-test", "id": "m3"}"#),
            recognised: true, reports: ["delegate.didOpenAction(reply, m3)"]),
        PushSample(
            name: "foreign received",
            delivery: PushDelivery(.received, payloadJSON: #"{"aps": {"alert": "From someone else"}}"#),
            recognised: false, reports: ["delegate.didReceiveUnknown"]),
        PushSample(
            name: "foreign opened", delivery: PushDelivery(.opened, payloadJSON: #"{"x-sender": "other", "id": "m9"}"#),
            recognised: false, reports: ["delegate.didOpenUnknown"]),
        PushSample(
            name: "own sender without id (dropped, reported)",
            delivery: PushDelivery(.received, payloadJSON: #"{"x-sender": "conformance-test", "aps": {"alert": "?"}}"#),
            recognised: false, reports: [], diagnostics: ["push.missingId"]),
    ]
}
