import PrimerCore

/// `profile.statusReportsTrue` for a profile that declares ``BehaviourProfile/statusCallbackOnlyOnChange``:
/// the permission each status callback states (allowed or not, by ``BehaviourProfile/statusCallbackAllows``),
/// followed across the scenario's steps and relaunches, so a callback that repeats the one before it fails.
struct RepeatedStatusCallbacks {
    let allows: Set<AuthorizationStatus>?
    /// Whether the last callback the app heard stated "allowed" (`nil`: none yet).
    private var lastStated: Bool?

    init(profile: BehaviourProfile) {
        allows = profile.statusCallbackOnlyOnChange ? profile.statusCallbackAllows : nil
    }

    /// Judges the callbacks of the harness's last step; `fail` takes the step, got and want. After a launch
    /// or relaunch (`launched`), a permission that differs from the one the app heard last (on a fresh
    /// install: not allowed) is owed a callback in that step: the vendor tells the observers a change they
    /// have not heard.
    mutating func judge(_ harness: Harness, launched: Bool = false, fail: (String, String, String) -> Void) {
        guard let allows, let (observed, _) = harness.lastObservation else { return }
        let allowed = allows.contains(observed.status)
        if launched, allowed != (lastStated ?? false), !observed.reports.contains(where: { $0.statuses != nil }) {
            fail(
                "\(harness.location): status callbacks", "none (\(observed.status))",
                "one stating \(allowed ? "allowed" : "not allowed"), because the profile declares the callback for "
                    + "a change of the permission the app has not heard (it last heard "
                    + "\(lastStated.map { $0 ? "allowed" : "not allowed" } ?? "nothing, on this install"))")
        }
        for report in observed.reports {
            guard let statuses = report.statuses else { continue }
            let stated = statuses.contains(where: allows.contains)
            defer { lastStated = stated }
            guard lastStated == stated else { continue }
            fail(
                "\(harness.location): status callbacks", "\(report.vendorForm) again",
                "none, because the profile declares the callback only for a change of the permission it states "
                    + "(the one before it stated \(stated ? "allowed" : "not allowed") too)")
        }
    }
}
