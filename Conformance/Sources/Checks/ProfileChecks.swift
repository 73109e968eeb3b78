@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The profile's own consistency: what it claims agrees with what it declares.
extension CheckContext {
    /// Answers, Settings flips, foregrounds and relaunches from every status: every vendor status
    /// callback states the status the device is in (judged at every step, by ``StepJudge``), and one comes
    /// in every step that moves the status in or out of ``BehaviourProfile/statusCallbackAllows``; for a
    /// move the user made in the Settings app the step opened, on the return to the foreground instead (an
    /// app in the background hears nothing, and the vendor's observers fire on the foreground's read).
    func statusReportsTrue() async {
        var steps: [ScenarioStep] = [
            .acceptAllow, .foreground, .flipInSettings, .foreground, .advance(pastThrottle),
            .acceptDontAllow, .flipInSettings, .relaunch, .foreground, .flipInSettings, .advance(pastThrottle),
            .acceptAllow,
        ]
        // A vendor call that turns notifications off: off, the system moves, a relaunch, then on again.
        if profile.disableUnregisters != nil {
            steps += [.disable, .foreground, .flipInSettings, .relaunch, .acceptAllow]
        }
        for status in AuthorizationStatus.allCases {
            let harness = Harness(descriptor: descriptor, status: status)
            var failures = await harness.perform(.launch)
            var repeats = RepeatedStatusCallbacks(profile: profile)
            repeats.judge(harness, launched: true) { fail($0, got: $1, want: $2) }
            // Whether the app has made its enable call (every present of a card-less adapter), and whether
            // it turned notifications off after it.
            var (enabledByApp, disabled) = (false, false)
            // Whether the app has made its enable call on this install (any launch).
            var asked = false
            await judgeNotificationState(harness, enabledByApp: enabledByApp, disabled: disabled, asked: asked)
            // A move made in Settings, owed on the return: where it was made and what it was.
            var owed: (at: String, move: String)?
            for step in steps {
                let before = harness.device.status
                failures += await harness.perform(step)
                repeats.judge(harness, launched: step == .relaunch) { fail($0, got: $1, want: $2) }
                if case .present = step { (enabledByApp, disabled, asked) = (true, false, true) }
                if step == .disable { (enabledByApp, disabled) = (false, true) }
                await judgeNotificationState(
                    harness, enabledByApp: enabledByApp, disabled: disabled, asked: asked, before: before)
                guard let (observed, _) = harness.lastObservation else { continue }
                if step == .disable { judgeTurnedOff(observed, at: harness.location) }
                // Status callbacks are owed while notifications are on (the vendor stops re-checking once off).
                guard let allows = profile.statusCallbackAllows, !disabled else { continue }
                let reported = observed.reports.contains { $0.statuses != nil }
                if let move = owed {
                    owed = nil
                    if step != .foreground || !reported { failUnreported(move.at, move.move, allows, inSettings: true) }
                }
                guard allows.contains(before) != allows.contains(observed.status), !reported else { continue }
                let move = "\(before) → \(observed.status)"
                if observed.leftInSettings {
                    owed = (harness.location, move)
                } else {
                    failUnreported(harness.location, move, allows, inSettings: false)
                }
            }
            if let move = owed, let allows = profile.statusCallbackAllows {
                failures += await harness.perform(.foreground)
                repeats.judge(harness) { fail($0, got: $1, want: $2) }
                let reported = harness.lastObservation?.observation.reports.contains { $0.statuses != nil } ?? false
                if !reported { failUnreported(move.at, move.move, allows, inSettings: true) }
            }
            await harness.stop()
            keep(failures)
        }
        await lateForegroundReadIgnored()
        await otherRequestsAsDeclared()
    }

    /// A return to the foreground while the system prompt is open, whose status read iOS answers before the
    /// prompt but the app receives only after the accept returned: what the adapter states afterwards (its
    /// status callbacks and its own state) still holds the device's status, because that answer is older
    /// than the one the accept acted on.
    private func lateForegroundReadIgnored() async {
        guard profile.statusCallbackAllows != nil else { return }
        var failures: [ConformanceFailure] = []
        let harness = Harness(descriptor: descriptor, status: .notDetermined, holdRequests: true, lateStatusReads: true)
        failures += await harness.perform(.launch)
        keep(failures, owned: [])
        let late = await harness.presentWithLateForegroundRead(prompt: .allow)
        let status = harness.device.status
        for report in late {
            guard let statuses = report.statuses, !statuses.contains(status) else { continue }
            fail(
                "\(harness.location): \(report.vendorForm)", got: "\(statuses.map(\.description).sorted())",
                want: "\(status), because the late status answer is older than the one the accept acted on")
        }
        await judgeNotificationState(harness, enabledByApp: true, disabled: false, asked: true)
        await harness.stop()
    }

    /// What the adapter's own properties say after a step (``NotificationStateDriver/notificationState()``): a card-less
    /// adapter's "enabled" flag follows the app's enable and disable calls, across relaunches, and the
    /// statuses it states hold the device's status (or, while the user is still in the Settings app the
    /// step opened, the status `before` the step: the app reads it again on its return), and it says the
    /// enable call can still prompt only while the app never made it (`asked`) and the user never answered.
    func judgeNotificationState(
        _ harness: Harness, enabledByApp: Bool, disabled: Bool, asked: Bool, before: AuthorizationStatus? = nil,
        at location: String? = nil
    ) async {
        guard let state = await (harness.currentDriver() as? any NotificationStateDriver)?.notificationState() else {
            return
        }
        let location = location ?? harness.location
        if let canAsk = state.canAsk {
            let answered = ![.notDetermined, .provisional].contains(harness.device.status)
            if canAsk != !(asked || answered) {
                fail(
                    "\(location): can ask (the adapter's state)", got: "\(canAsk)",
                    want: "\(!canAsk), because "
                        + (asked
                            ? "the app made its enable call on this install"
                            : answered
                                ? "the user answered (\(harness.device.status))"
                                : "the app never made its enable call and the user never answered"))
            }
        }
        if !hasCard, let stated = state.enabledByApp, stated != enabledByApp {
            fail(
                "\(location): enabled by the app (the adapter's state)", got: "\(stated)",
                want: "\(enabledByApp), because "
                    + (enabledByApp
                        ? "the app turned notifications on and has not turned them off since"
                        : disabled
                            ? "the app turned notifications off"
                            : "the app has not turned notifications on since it was installed"))
        }
        let inSettings = harness.lastObservation?.observation.leftInSettings == true
        if let statuses = state.statuses, !statuses.contains(harness.device.status),
            !(inSettings && before.map(statuses.contains) == true)
        {
            fail(
                "\(location): statuses stated by the adapter's state (\(state))",
                got: "\(statuses.map(\.description).sorted())",
                want: "\(harness.device.status), because the device is in that status after the step")
        }
    }

    /// The app turned notifications off: the vendor's call undoes the APNs registration as declared.
    private func judgeTurnedOff(_ observed: Observation, at location: String) {
        guard let unregisters = profile.disableUnregisters else { return }
        let unregistrations = observed.calls.filter { $0 == .unregisterForRemoteNotifications }.count
        guard unregistrations != (unregisters ? 1 : 0) else { return }
        fail(
            "\(location): APNs unregistrations", got: "\(unregistrations)",
            want: unregisters
                ? "1, because the profile declares that the vendor's call turning notifications off undoes the "
                    + "registration"
                : "none, because the profile declares that the vendor's call keeps the registration")
    }

    private func failUnreported(_ at: String, _ move: String, _ allows: Set<AuthorizationStatus>, inSettings: Bool) {
        let statuses = allows.map(\.description).sorted()
        fail(
            "\(at): status callbacks", got: "none (\(move))",
            want: inSettings
                ? "one by the return to the foreground that follows, because the profile declares a callback for "
                    + "every move in or out of \(statuses) and the move was made in the Settings app"
                : "one, because the profile declares a callback for every move in or out of \(statuses)")
    }

    /// Every capability the profile claims, and every call it maps or declares that only some drivers
    /// have, is a protocol the adapter's driver conforms to (probed with `as?`, as Go's `testing/fstest`
    /// probes `fs.ReadDirFS`): a profile cannot claim what its driver does not implement.
    func driverImplementsItsClaims() async {
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .notDetermined, into: &failures)
        keep(failures, owned: [])
        let driver = harness.currentDriver()
        let claims = profile.capabilities
        let maps = Set(profile.apiMapping.map(\.concept))
        let required: [(protocol: String, needed: Bool, conforms: Bool, because: String)] = [
            ("PushEventsDriver", claims.contains(.pushEvents), driver is any PushEventsDriver, "pushEvents is claimed"),
            (
                "NotificationOptionsDriver", claims.contains(.notificationOptions),
                driver is any NotificationOptionsDriver, "notificationOptions is claimed"
            ),
            (
                "ForegroundPresentationDriver", claims.isSuperset(of: [.pushEvents, .notificationOptions]),
                driver is any ForegroundPresentationDriver, "pushEvents and notificationOptions are claimed"
            ),
            (
                "ThrottleResettingDriver", maps.contains(.resetThrottle), driver is any ThrottleResettingDriver,
                "the profile maps resetThrottle"
            ),
            (
                "NotificationDisablingDriver", profile.disableUnregisters != nil,
                driver is any NotificationDisablingDriver, "the profile declares disableUnregisters"
            ),
            (
                "OtherRequestsDriver", !profile.otherRequests.isEmpty, driver is any OtherRequestsDriver,
                "the profile declares otherRequests"
            ),
        ]
        for requirement in required where requirement.needed && !requirement.conforms {
            fail(
                "profile of \(profile.adapter): driver \(type(of: driver))", got: "not a \(requirement.protocol)",
                want: "a \(requirement.protocol), because \(requirement.because)")
        }
        await harness.stop()
    }

    func profileConsistent() {
        let claims = profile.capabilities
        let at = "profile of \(profile.adapter)"
        func agree(_ capability: String, claimed: Bool, declared: Bool, _ meaning: String) {
            guard claimed != declared else { return }
            fail(
                "\(at): capability \(capability)", got: claimed ? "claimed" : "not claimed",
                want: declared ? "claimed, because \(meaning)" : "not claimed, because nothing declares \(meaning)")
        }
        if claims.contains(.softAskCard), profile.policy == nil {
            fail("\(at): policy", got: "nil", want: "the policy the card is driven with (softAskCard is claimed)")
        }
        agree(
            "throttle", claimed: claims.contains(.throttle), declared: policy.throttle.oraclePeriod != nil,
            "the policy's throttle has a period")
        if profile.policy != nil, hasCard {
            agree(
                "settingsFallback", claimed: claims.contains(.settingsFallback),
                declared: policy.denied != .suppress, "denied users who accept the card go to Settings")
        }
        // Without a card the fallback is the vendor's own alert, a choice of the call: claiming it needs a
        // policy that offers Settings to denied users; not claiming it is consistent with any policy.
        if !hasCard, claims.contains(.settingsFallback), profile.policy == nil || policy.denied == .suppress {
            fail(
                "\(at): capability settingsFallback", got: "claimed without a card",
                want: "a declared policy whose denied rule offers Settings (it suppresses denied users)")
        }
        if profile.policy != nil {
            agree(
                "provisionalUpgrade", claimed: claims.contains(.provisionalUpgrade),
                declared: policy.provisional == .upgrade, "the policy upgrades provisional users")
            agree(
                "registration", claimed: claims.contains(.registration), declared: policy.registration != .never,
                "the policy registers with APNs")
        }
        agree(
            "notificationOptions", claimed: claims.contains(.notificationOptions),
            declared: profile.defaultOptions != nil,
            "defaultOptions are declared")
        if let options = profile.defaultOptions, let declared = profile.policy?.requestOptions,
            declared != options.authorization
        {
            fail(
                "\(at): policy.requestOptions", got: "\(declared.names)",
                want: "defaultOptions.authorization \(options.authorization.names)")
        }
        if policy.throttle.oraclePeriod != nil, policy.throttle.storageKey.isEmpty || policy.throttle.stampedOn.isEmpty
        {
            fail(
                "\(at): throttle",
                got:
                    "key '\(policy.throttle.storageKey)', stampedOn \(policy.throttle.stampedOn.map(\.rawValue).sorted())",
                want: "a storage key and at least one moment that stamps")
        }
        var seen = Set<PrimerEventName>()
        for entry in profile.reporting {
            if !seen.insert(entry.event).inserted {
                fail(
                    "\(at): reporting of \(entry.event.rawValue)", got: "declared twice",
                    want: "one vendor form per event")
            }
            if entry.vendorForm.isEmpty {
                fail(
                    "\(at): reporting of \(entry.event.rawValue)", got: "an empty vendor form",
                    want: "how the app hears it")
            }
        }
        if claims.contains(.pushEvents) {
            if !profile.pushSamples.contains(where: \.recognised) {
                fail(
                    "\(at): pushSamples", got: "no recognised sample", want: "at least one of the vendor's own payloads"
                )
            }
            if !profile.pushSamples.contains(where: { !$0.recognised }) {
                fail(
                    "\(at): pushSamples", got: "no unrecognised sample",
                    want: "at least one payload from another sender")
            }
        }
    }
}
