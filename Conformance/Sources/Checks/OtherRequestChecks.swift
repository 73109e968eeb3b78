@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The adapter's other request calls (``BehaviourProfile/otherRequests``), judged from every status as
/// declared: what iOS is asked, what the app hears, the status callbacks it causes and what the adapter's
/// state says after it.
extension CheckContext {
    func otherRequestsAsDeclared() async {
        for (index, request) in profile.otherRequests.enumerated() {
            for status in AuthorizationStatus.allCases {
                let harness = Harness(descriptor: descriptor, status: status)
                keep(await harness.perform(.launch))
                await judge(request, at: index, harness: harness)
                if profile.statusCallbackOnlyOnChange { await judgeRelaunchSilent(harness, after: request) }
                await harness.stop()
            }
        }
    }

    private func judge(_ request: OtherRequest, at index: Int, harness: Harness) async {
        let before = harness.device.status
        let at = "\(harness.location) › \(request.vendorForm)"
        CheckScope.current.get()?.enter(at)
        // Whoever is asked says yes: what is judged is whether asking was right.
        harness.device.user = ScriptedUser(cardAnswers: [.accept], promptAnswers: [.allow], inSettings: .leave)
        let start = harness.device.trace.count
        guard let heard = await (harness.currentDriver() as? any OtherRequestsDriver)?.otherRequest(at: index) else {
            fail(at, got: "otherRequest(at: \(index)) → nil", want: "the call made, because the profile declares it")
            return
        }
        let reports = await harness.takeReports()
        let calls = Array(harness.device.trace[start...])
        let requests = calls.compactMap { if case let .requestAuthorization(options) = $0 { options } else { nil } }
        let after = harness.device.status
        let (wantRequests, wantStatus, wantHeard, because): ([AuthorizationOptions], AuthorizationStatus, Bool, String)
        switch request.kind {
        case let .provisional(options, otherwise):
            if before == .notDetermined {
                (wantRequests, wantStatus, wantHeard, because) = (
                    [options], .provisional, true, "a user never asked is granted provisional authorization quietly"
                )
            } else {
                (wantRequests, wantStatus, wantHeard, because) = (
                    [], before, otherwise ?? before.allowsDelivery,
                    "the profile declares provisional authorization asked only from notDetermined"
                )
            }
        case .promptWithoutFallback:
            let asks = before == .notDetermined || (before == .provisional && policy.provisional == .upgrade)
            let end: AuthorizationStatus = asks ? .authorized : before
            (wantRequests, wantStatus, wantHeard, because) = (
                asks ? [policy.requestOptions(from: before)] : [], end, end.allowsDelivery,
                asks
                    ? "iOS can still prompt from \(before) and the user allows"
                    : "iOS cannot prompt from \(before) and the call has no Settings fallback"
            )
        }
        if requests != wantRequests {
            fail(
                "\(at): authorization requests", got: "\(requests.map(\.rawValue))",
                want: "\(wantRequests.map(\.rawValue)), because \(because)")
        }
        let shown = calls.filter {
            switch $0 {
            case .cardShown, .settingsOpened: true
            default: false
            }
        }
        if !shown.isEmpty {
            fail(
                "\(at): cards and Settings", got: shown.summary, want: "none, because the call has no Settings fallback"
            )
        }
        if after != wantStatus {
            fail("\(at): status after the call", got: "\(after)", want: "\(wantStatus), because \(because)")
        }
        if heard != wantHeard {
            fail("\(at): what the app heard", got: "\(heard)", want: "\(wantHeard), because \(because)")
        }
        judgeStatusCallbacks(reports, before: before, after: after, at: at)
        // A provisional grant is no answer: the enable call can still prompt.
        let prompted = request.kind == .promptWithoutFallback
        await judgeNotificationState(harness, enabledByApp: prompted, disabled: false, asked: prompted, at: at)
    }

    /// A relaunch after the call, nothing changed meanwhile: a change-only status callback stays silent,
    /// because what the call told the app is kept across launches (a vendor's stored flags).
    private func judgeRelaunchSilent(_ harness: Harness, after request: OtherRequest) async {
        // The model does not follow other requests: only the relaunch's callbacks are judged here.
        _ = await harness.perform(.relaunch)
        let told = harness.lastObservation?.observation.reports.filter { $0.statuses != nil } ?? []
        guard let first = told.first else { return }
        fail(
            "\(harness.location) (after \(request.vendorForm)): status callbacks", got: first.vendorForm,
            want: "none, because the profile declares the callback only for a change of the permission and it "
                + "stayed \(harness.device.status) across the relaunch")
    }

    /// The status callbacks of a call: each states the status the device is in, on the main thread, and one
    /// comes when the call moved the status in or out of the declared ones.
    private func judgeStatusCallbacks(
        _ reports: [AdapterReport], before: AuthorizationStatus, after: AuthorizationStatus, at: String
    ) {
        let stated = reports.filter { $0.statuses != nil }
        for (index, report) in stated.enumerated() where !(report.statuses ?? []).contains(after) {
            if profile.isDeclaredProvisionalDip(at: index, in: stated, from: before, to: after) { continue }
            fail(
                "\(at): status stated by \(report.vendorForm)", got: "\(report.statuses ?? [])",
                want: "\(after), because the device is in that status after the call")
        }
        for report in reports where report.onMainThread == false {
            fail("\(at): thread of \(report.vendorForm)", got: "not the main thread", want: "the main thread")
        }
        guard let allows = profile.statusCallbackAllows, allows.contains(before) != allows.contains(after),
            stated.isEmpty
        else { return }
        fail(
            "\(at): status callbacks", got: "none (\(before) → \(after))",
            want: "one, because the profile declares a callback for every move in or out of "
                + "\(allows.map(\.description).sorted())")
    }
}
