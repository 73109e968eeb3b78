import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The card-less reference with a vendor status callback (OneSignal's permission observer): it states the
/// permission after each request and on every change a foreground read sees, so a change the user makes in
/// the Settings app the fallback opened is heard on the return. `fault` breaks that return.
struct StatusCallbackRequesterDriver: PrimerDriver {
    enum Fault: String, CaseIterable, Sendable {
        /// The change seen on the return from Settings is not reported.
        case silentOnReturn
        /// The change seen on the return from Settings is reported with the permission from before it.
        case staleOnReturn
        /// Also states the permission every return to the foreground reads from iOS itself, when that read
        /// arrives, however late: a read iOS answered before the prompt and delivered after it states the
        /// status from before the answer.
        case lateReadApplied
    }

    private let requester: ReferenceRequester
    private let monitor: PermissionStatusMonitor
    private let reports = ReportLog<AdapterReport>()
    private let observation: LifecycleObservation
    /// ``Fault/lateReadApplied``'s own foreground observer.
    private let foregroundReads: LifecycleObservation?
    /// Whether the last request sent the user to Settings and the return has not been seen yet.
    private let awaitingReturn = LockedValue(false)

    private init(environment: PlatformEnvironment, fault: Fault?) async {
        requester = ReferenceRequester(environment: environment)
        monitor = PermissionStatusMonitor(environment: environment)
        let (reports, awaitingReturn) = (reports, awaitingReturn)
        observation = monitor.onChange { change in
            let onReturn = awaitingReturn.withLock { awaiting in
                defer { awaiting = false }
                return awaiting
            }
            switch (fault, onReturn) {
            case (.silentOnReturn?, true): return
            case (.staleOnReturn?, true): reports.append(Self.report(change.previous ?? .notDetermined))
            default: reports.append(Self.report(change.current))
            }
        }
        if fault == .lateReadApplied {
            // Straight from the permission port, as an adapter asking iOS itself would (the engine keeps the
            // newest answer, so a read through it could not state the older one), bounded as the engine bounds
            // its reads, so a system that never answers holds no foreground.
            let (permissions, engine) = (environment.permissions, environment.engine)
            foregroundReads = environment.lifecycle.observeForeground {
                let read = await raceAgainstDeadline(
                    { await permissions.authorizationStatus() },
                    deadline: { try await engine.timer.sleep(for: engine.statusReadTimeout) })
                if case let .finished(status) = read { reports.append(Self.report(status)) }
            }
        } else {
            foregroundReads = nil
        }
        await monitor.start()
    }

    static func descriptor(fault: Fault?) -> AdapterDescriptor {
        var profile = ReferenceRequesterProfile.profile
        profile.adapter = fault.map { "StatusCallbackRequester.\($0.rawValue)" } ?? "StatusCallbackRequester"
        profile.statusCallbackAllows = [.authorized, .provisional, .ephemeral]
        return AdapterDescriptor(profile: profile) { environment in
            await StatusCallbackRequesterDriver(environment: environment, fault: fault)
        }
    }

    private static func report(_ status: AuthorizationStatus) -> AdapterReport {
        let allows = status.allowsDelivery
        return AdapterReport(
            event: nil, vendorForm: "onPermissionChange(\(allows))",
            statuses: allows ? [.authorized, .provisional, .ephemeral] : [.notDetermined, .denied])
    }

    func presentPrimer() async -> DriverAttempt {
        let outcome = await requester.requestPermission(fallbackToSettings: true)
        if outcome.result == .redirectedToSettings {
            awaitingReturn.withLock { $0 = true }
        } else if outcome.result == .granted || outcome.result == .denied {
            reports.append(Self.report(outcome.endStatus))
        }
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] { requester.takeReports() + reports.drain() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    func stop() async {
        monitor.stop()
        observation.cancel()
        foregroundReads?.cancel()
        reports.close()
    }
}
