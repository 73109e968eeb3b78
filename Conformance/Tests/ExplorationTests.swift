import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// Exhaustive exploration: the figures, minimal failing sequences, and a deduplication that loses nothing.
@Suite struct ExplorationTests {
    @Test func theReferenceAdapterKeepsEveryInvariantToDepthSix() async {
        let levels = LockedValue<[Int]>([])
        let report = await Exploration(descriptor: .reference).run { progress in
            levels.withLock { $0.append(progress.level) }
        }
        TestConsole.say("\(report)")
        #expect(report.passed, "\(report)")
        #expect(report.depth == 6)
        #expect(report.startingStatuses == AuthorizationStatus.allCases)
        #expect(report.actions == ExplorationAction.allCases)
        #expect(levels.withLock { $0 } == Array(1...6))
        // 9 actions, depth 6, 5 starting statuses: (9^7 - 1) / 8 sequences each.
        #expect(report.sequencesCovered == 5 * 597_871)
        #expect(report.sequencesExecuted < report.sequencesCovered / 100)
    }

    @Test(arguments: BrokenAdapter.allCases.filter(\.explorationFindsIt))
    func theReportedSequenceIsAShortestOne(_ adapter: BrokenAdapter) async throws {
        let report = await Exploration(descriptor: adapter.descriptor).run()
        let failure = try #require(report.firstFailure)
        #expect(!failure.failures.isEmpty)
        let shorter = await Exploration(descriptor: adapter.descriptor, depth: failure.actions.count - 1).run()
        #expect(shorter.passed, "a shorter sequence fails too: \(shorter)")
    }

    @Test(arguments: [
        BrokenAdapter.forgetThrottleOnRelaunch, .stampAfterReporting, .settingsNeverReread, .ignoreThrottle,
    ])
    func deduplicationFindsWhatTheFullSearchFinds(_ adapter: BrokenAdapter) async {
        let deduplicated = await Exploration(descriptor: adapter.descriptor, depth: 3).run()
        let full = await Exploration(descriptor: adapter.descriptor, depth: 3, deduplicatesStates: false).run()
        #expect(deduplicated.firstFailure == full.firstFailure)
    }

    @Test func deduplicationLosesNoFailureOnTheReference() async {
        let deduplicated = await Exploration(descriptor: .reference, depth: 3).run()
        let full = await Exploration(descriptor: .reference, depth: 3, deduplicatesStates: false).run()
        TestConsole.say("depth 3 without deduplication: \(full)")
        #expect(deduplicated.passed && full.passed)
        #expect(full.sequencesExecuted == full.sequencesCovered)
        #expect(deduplicated.sequencesExecuted < full.sequencesExecuted / 2)
    }

    /// Sequences run side by side give the report of running them one by one: the same figures, states
    /// and first failure (taken in breadth-first order, not in order of finishing).
    @Test(arguments: [nil, BrokenAdapter.forgetThrottleOnRelaunch, .stampAfterReporting, .ignoreThrottle])
    func lanesDoNotChangeTheReport(_ adapter: BrokenAdapter?) async {
        let descriptor = adapter?.descriptor ?? .reference
        var oneByOne = await Exploration(descriptor: descriptor, depth: 4, lanes: 1).run()
        var sideBySide = await Exploration(descriptor: descriptor, depth: 4, lanes: 4).run()
        #expect(oneByOne.passed == (adapter == nil))
        oneByOne.duration = 0
        sideBySide.duration = 0
        #expect(sideBySide == oneByOne)
    }

    /// An adapter whose encoder writes equal JSON in varying key orders still reaches repeated states.
    @Test func jsonKeyOrderDoesNotMakeStatesDistinct() async {
        let reference = await Exploration(descriptor: .reference, depth: 4).run()
        let shuffled = await Exploration(descriptor: ShuffledJSONDriver.descriptor, depth: 4).run()
        #expect(shuffled.passed, "\(shuffled)")
        // The document adds one distinction (written yet or not), never one per key order.
        #expect(
            shuffled.statesVisited <= 2 * reference.statesVisited,
            "\(shuffled.statesVisited) vs \(reference.statesVisited)")
    }

    @Test func cardlessAdaptersExploreWithoutDeclining() {
        #expect(
            ExplorationAction.applicable(hasCard: false) == [
                .acceptAllow, .acceptDontAllow, .relaunch, .settingsFlip,
                .clockOneDay, .clockEightDays,
            ])
    }
}
