import PrimerCore
import PrimerSimulator

/// Everything one check needs while it runs: the adapter, where failures go, and helpers that run a
/// scenario on a fresh device and keep the failures this check owns.
struct CheckContext: Sendable {
    let descriptor: AdapterDescriptor
    let check: ConformanceCheck
    let sink: FailureSink
    let explorationDepth: Int
    let knownGaps: Set<ConformanceCheck>
    /// The suite's stores (the exploration rotates over them per sequence).
    let disks: DiskChoice

    var profile: BehaviourProfile { descriptor.profile }
    var policy: PrimerPolicy { BehaviourModel.effectivePolicy(of: profile) }
    var hasCard: Bool { profile.capabilities.contains(.softAskCard) }

    /// Dispatches to the check's body.
    func run() async {
        switch check {
        case .noPromptWithoutAccept: await noPromptWithoutAccept()
        case .noPromptUnlessStatusAllows: await noPromptUnlessStatusAllows()
        case .oneRequestUnderConcurrency: await oneRequestUnderConcurrency()
        case .mixedTapsJoin: await mixedTapsJoin()
        case .reportsOnTime: await reportsOnTime()
        case .oneOutcomeOrderedEvents:
            await scenarioMatrix()
            await completionFormAnswersOnce()
        case .registrationAsDeclared: await scenarioMatrix()
        case .profileMatchesBehaviour:
            await scenarioMatrix()
            await invalidConfigurationsAsDeclared()
            await ownStatusReadsAsDeclared()
        case .callbacksOnMainActor: await callbacksOnMainActor()
        case .throttleHonoured: await throttleHonoured()
        case .throttlePersistedBeforeOutcome: await throttlePersistedBeforeOutcome()
        case .throttleSurvivesRelaunch: await throttleSurvivesRelaunch()
        case .corruptStoreTolerated: await corruptStoreTolerated()
        case .settingsRoundTrip: await settingsRoundTrip()
        case .provisionalUpgrade: await provisionalUpgrade()
        case .failuresAsDeclared: await failuresAsDeclared()
        case .statusReportsTrue: await statusReportsTrue()
        case .profileConsistent:
            profileConsistent()
            await driverImplementsItsClaims()
        case .pushEventsDelivered: await pushEventsDelivered()
        case .pushUnknownPayloads: await pushUnknownPayloads()
        case .pushMalformedPayloads: await pushMalformedPayloads()
        case .optionsAsDeclared: await optionsAsDeclared()
        case .optionsSettingsHandlerMissing: await optionsSettingsHandlerMissing()
        case .statusMonitorPromises: await statusMonitorPromises()
        case .vendorCases: await vendorCases()
        case .exploration: await exploration()
        }
    }

    // MARK: Helpers

    /// Runs `steps` from `status` on a fresh device (launch first) whose disk holds `disk` (with
    /// `seedsStamp`, a throttle stamp the model holds too) and records the failures attributed to one of
    /// `owned` (this check by default) as this check's.
    func scenario(
        from status: AuthorizationStatus, _ steps: [ScenarioStep], disk: [String: StoredValue] = [:],
        owned: Set<ConformanceCheck>? = nil, label: String? = nil, seedsStamp: Bool = false,
        prepare: (Harness) -> Void = { _ in }
    ) async {
        let harness = Harness(descriptor: descriptor, status: status, disk: disk, label: label, seedsStamp: seedsStamp)
        prepare(harness)
        let failures = await harness.perform([.launch] + steps)
        await harness.stop()
        keep(failures, owned: owned)
    }

    /// Records the failures attributed to one of `owned` (this check by default), as this check's.
    func keep(_ failures: [ConformanceFailure], owned: Set<ConformanceCheck>? = nil) {
        let owned = owned ?? [check]
        for failure in failures where owned.contains(failure.check) {
            var mine = failure
            if failure.check != check { mine.step = "[\(failure.check.rawValue)] " + failure.step }
            mine.check = check
            sink.record(mine)
        }
    }

    /// Records one failure of this check.
    func fail(_ step: String, got: String, want: String) {
        sink.record(ConformanceFailure(check: check, step: step, got: got, want: want))
    }

    /// The card answers worth trying: all a user on a device with a presenter gives for card adapters (a
    /// missing presenter is the platform's, checked by the adapters' composition tests), one call for
    /// card-less ones.
    var cardAnswers: [CardAnswer] { hasCard ? CardAnswer.allCases.filter { $0 != .presenterMissing } : [.accept] }
}
