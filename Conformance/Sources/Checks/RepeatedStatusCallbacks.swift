import PrimerCore

/// `profile.statusReportsTrue` for a profile that declares ``BehaviourProfile/statusCallbackOnlyOnChange``
/// or ``BehaviourProfile/statusCallbackAlsoRightAfter``: the permission each status callback states
/// (allowed or not, by ``BehaviourProfile/statusCallbackAllows``), followed across the scenario's steps and
/// relaunches, so a callback that repeats the one before it fails (unless it comes right after the declared
/// companion callback).
struct RepeatedStatusCallbacks {
    let allows: Set<AuthorizationStatus>?
    /// The start of the vendor form of the callback a repeat may follow.
    let companion: String?
    /// Whether a launch owes the app a callback for a change it has not heard (a change-only callback).
    let owesLaunchCallback: Bool
    /// Whether the last callback the app heard stated "allowed" (`nil`: none yet).
    private var lastStated: Bool?

    init(profile: BehaviourProfile) {
        companion = profile.statusCallbackAlsoRightAfter
        owesLaunchCallback = profile.statusCallbackOnlyOnChange
        allows =
            profile.statusCallbackOnlyOnChange || companion != nil ? profile.statusCallbackAllows : nil
    }

    /// Judges the callbacks of the harness's last step; `fail` takes the step, got and want. After a launch
    /// or relaunch (`launched`), for a change-only callback, a permission that differs from the one the app heard last (on a fresh
    /// install: not allowed) is owed a callback in that step: the vendor tells the observers a change they
    /// have not heard.
    mutating func judge(_ harness: Harness, launched: Bool = false, fail: (String, String, String) -> Void) {
        guard let allows, let (observed, _) = harness.lastObservation else { return }
        let allowed = allows.contains(observed.status)
        let told = observed.reports.contains { $0.statuses != nil }
        if launched, owesLaunchCallback, allowed != (lastStated ?? false), !told {
            fail(
                "\(harness.location): status callbacks", "none (\(observed.status))",
                "one stating \(allowed ? "allowed" : "not allowed"), because the profile declares the callback for "
                    + "a change of the permission the app has not heard (it last heard "
                    + "\(lastStated.map { $0 ? "allowed" : "not allowed" } ?? "nothing, on this install"))")
        }
        var previous: AdapterReport?
        for report in observed.reports {
            defer { previous = report }
            guard let statuses = report.statuses else { continue }
            let stated = statuses.contains(where: allows.contains)
            defer { lastStated = stated }
            guard lastStated == stated else { continue }
            if let companion, previous?.vendorForm.hasPrefix(companion) == true { continue }
            fail(
                "\(harness.location): status callbacks", "\(report.vendorForm) again",
                "none, because the profile declares the callback only for a change of the permission it states "
                    + (companion.map { "or right after \($0)… " } ?? "")
                    + "(the one before it stated \(stated ? "allowed" : "not allowed") too)")
        }
    }
}
