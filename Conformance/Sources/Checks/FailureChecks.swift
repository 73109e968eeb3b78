@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The system failing as `SimulatedDevice` scripts it, judged against the declared profile: a request
/// that throws, a registration that fails, Settings that cannot open, status reads that hang.
extension CheckContext {
    func failuresAsDeclared() async {
        // Everything these scenarios find is this check's: no other check makes the system fail.
        let owned = Set(ConformanceCheck.allCases)
        let again = ScenarioStep.advance(pastThrottle)
        await scenario(
            from: .notDetermined,
            [.inject(.requestThrows), .acceptAllow, .foreground, .recover(.requestThrows), again, .acceptAllow],
            owned: owned)
        if policy.provisional == .upgrade {
            await scenario(
                from: .provisional,
                [.inject(.requestThrows), .acceptAllow, .recover(.requestThrows), again, .acceptAllow],
                owned: owned)
        }
        if policy.registration != .never {
            await scenario(
                from: .notDetermined,
                [
                    .inject(.registrationFails), .acceptAllow, .relaunch, .recover(.registrationFails), again,
                    .acceptAllow,
                ],
                owned: owned)
        }
        if policy.denied != .suppress {
            await scenario(
                from: .denied,
                [
                    .inject(.settingsUnavailable), .acceptAllow, .foreground, .recover(.settingsUnavailable), again,
                    .inject(.registrationFails), .acceptAllow, .foreground,
                ], owned: owned)
        }
        await statusReadsHang()
        await canAskAfterFailedRequest(owned: owned)
        // A policy that stamps writes to the store on its own: the engine reports a failed stamp as
        // `store.writeFailed`, so every stamping adapter is held to it, declared or not.
        if let code = profile.storeWriteFailureDiagnostic ?? (stampMoment != nil ? Self.storeWriteFailed : nil) {
            await storeWritesFail(reportedAs: code, owned: owned)
        }
    }

    /// The code of the engine's diagnostic for a write to the store that failed (a throttle stamp).
    static let storeWriteFailed = "store.writeFailed"

    /// The card answer at which the policy writes its throttle stamp (`nil`: it never stamps).
    private var stampMoment: ScenarioStep? {
        let throttle = policy.throttle
        guard throttle.period != nil else { return nil }
        if throttle.stampedOn.contains(.shown) || throttle.stampedOn.contains(.accepted) { return .acceptAllow }
        if throttle.stampedOn.contains(.later) { return .later }
        return throttle.stampedOn.contains(.dismissed) ? .dismiss : nil
    }

    /// A request that threw still counts as the app's enable call: after a relaunch, an adapter that
    /// states whether the call can still prompt (``AdapterNotificationState/canAsk``) says no, although
    /// the status is still notDetermined.
    private func canAskAfterFailedRequest(owned: Set<ConformanceCheck>) async {
        let harness = Harness(descriptor: descriptor, status: .notDetermined)
        let failures = await harness.perform([.launch, .inject(.requestThrows), .acceptAllow, .relaunch])
        await judgeNotificationState(harness, enabledByApp: true, disabled: false, asked: true)
        await harness.stop()
        keep(failures, owned: owned)
    }

    /// An attempt (the answer that stamps, if the policy stamps; else an accept) while every write to the
    /// app's store fails: the adapter reports each failed write it makes as the declared diagnostic (the
    /// engine's for a stamp), the integrator's only sign that its state was not kept; once writes succeed
    /// again, everything is as usual.
    private func storeWritesFail(reportedAs code: String, owned: Set<ConformanceCheck>) async {
        let harness = Harness(descriptor: descriptor, status: .notDetermined)
        var failures = await harness.perform([.launch, .inject(.storeWritesFail), stampMoment ?? .acceptAllow])
        if !harness.device.diagnostics.contains(where: { $0.code == code }) {
            let declared = profile.storeWriteFailureDiagnostic != nil ? "the profile declares" : "the policy stamps and"
            fail(
                "\(harness.location): diagnostic \(code)", got: "not reported",
                want: "reported, because \(declared) a failed write to the store is reported so")
        }
        failures += await harness.perform([.recover(.storeWritesFail), .advance(pastThrottle), .acceptAllow])
        await harness.stop()
        keep(failures, owned: owned)
    }

    /// The code of the engine's diagnostic for a status read that missed its deadline.
    static let statusReadTimedOut = "status.readTimedOut"

    /// Status reads that never answer from the launch on, so no status is known: an accept must not ask
    /// blind (no request, no registration, no Settings) nor claim a grant; a stated suppression reason is
    /// `statusUnavailable`. Once reads answer again (and the process restarts), everything is as usual.
    private func statusReadsHang() async {
        let harness = Harness(
            descriptor: descriptor, status: .notDetermined, label: "from notDetermined, status reads hanging")
        SystemFailure.statusReadsHang.apply(to: harness.device, true)
        var failures = await harness.perform(.launch)
        let at = "\(harness.location) › present(accept) while no status is known"
        CheckScope.current.get()?.enter(at)
        let start = harness.device.trace.count
        harness.device.user = ScriptedUser(cardAnswers: [.accept], promptAnswers: [.allow], inSettings: .enable)
        let attempt = await harness.currentDriver().presentPrimer()
        _ = await harness.takeReports()
        let calls = Array(harness.device.trace[start...])
        let because = "because an attempt that cannot read the status never asks blind"
        let asked = calls.filter {
            switch $0 {
            case .requestAuthorization, .promptShown, .registerForRemoteNotifications, .settingsOpened: true
            default: false
            }
        }
        if !asked.isEmpty { fail("\(at): system calls", got: asked.summary, want: "none, \(because)") }
        if attempt.result == .granted || attempt.result == .redirectedToSettings {
            fail("\(at): outcome", got: "\(attempt)", want: "no grant and no redirect, \(because)")
        }
        if let reason = attempt.suppression, reason != .statusUnavailable {
            fail(
                "\(at): suppression reason", got: "suppressed(\(reason.rawValue))",
                want: "suppressed(statusUnavailable), because the status could not be read")
        }
        // The integrator's only sign that the system never answered: the engine's diagnostic, on the device.
        if !harness.device.diagnostics.contains(where: { $0.code == Self.statusReadTimedOut }) {
            fail(
                "\(at): diagnostic \(Self.statusReadTimedOut)", got: "not reported",
                want: "reported, because a status read that missed its deadline is reported as a diagnostic")
        }
        // Reads answer again in the same process: the dropped read is not joined, the status is asked again.
        failures += await harness.perform([.recover(.statusReadsHang), .acceptAllow, .relaunch, .acceptAllow])
        await harness.stop()
        keep(failures, owned: Set(ConformanceCheck.allCases))
    }
}
