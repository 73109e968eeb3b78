import PrimerCore

/// The status reads the profile declares the adapter makes on its own (``BehaviourProfile/readsStatusAtLaunch``,
/// ``BehaviourProfile/readsStatusOnForeground``), as the vendor's SDK does.
extension CheckContext {
    func ownStatusReadsAsDeclared() async {
        guard profile.readsStatusAtLaunch || profile.readsStatusOnForeground else { return }
        let harness = Harness(descriptor: descriptor, status: .authorized)
        var failures: [ConformanceFailure] = []
        for step in [ScenarioStep.launch, .foreground, .relaunch, .foreground] {
            failures += await harness.perform(step)
            let declared = step == .foreground ? profile.readsStatusOnForeground : profile.readsStatusAtLaunch
            guard declared, harness.lastObservation?.observation.statusReads == 0 else { continue }
            fail(
                "\(harness.location): authorization status reads", got: "none",
                want: "at least one, because the profile declares that the adapter reads the status on its own "
                    + (step == .foreground ? "on every return to the foreground" : "at every launch")
                    + " (what it states in between is that read)")
        }
        await harness.stop()
        keep(failures)
    }
}
