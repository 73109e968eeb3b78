import PrimerConformance
import PrimerCore
import PrimerLab
import PrimerSimulator
import Testing

/// The rows of the matrix: enough of them, each distinct, covering the axes the issue names.
@Suite struct ScenarioCatalogTests {
    @Test func thereAreAtLeastThirtyDistinctScenarios() {
        #expect(Scenario.all.count >= 30)
        #expect(Set(Scenario.all.map(\.id)).count == Scenario.all.count)
        #expect(Set(Scenario.all.map(\.code)).count == Scenario.all.count)
    }

    @Test(arguments: AuthorizationStatus.allCases)
    func everyStartingStatusMeetsEveryCardAnswerAndThrottleHistory(_ status: AuthorizationStatus) {
        let rows = Scenario.grid.filter { $0.start == status }
        for history in [Scenario.History.none, .laterHourAgo, .laterMonthAgo] {
            for card in [CardAnswer.accept, .later, .dismiss] {
                #expect(rows.contains { $0.history == history && $0.card == card }, "\(status) \(history) \(card)")
            }
        }
        let canPrompt = status == .notDetermined || status == .provisional
        let prompts = Set(rows.filter { $0.card == .accept }.map(\.prompt))
        #expect(prompts == (canPrompt ? [.allow, .dontAllow] : [nil]))
    }

    @Test func relaunchesSettingsRoundTripsAndFaultsAreRows() {
        #expect(Scenario.all.contains { $0.history == .laterHourAgoRelaunched })
        #expect(Scenario.all.contains { $0.history == .refusedRelaunched })
        #expect(Scenario.all.contains { $0.aftermath == .settingsEnableReturn })
        #expect(Scenario.all.contains { $0.aftermath == .settingsLeaveReturn })
        #expect(Set(Scenario.all.map(\.fault)) == Set(Scenario.Fault.allCases))
    }

    @Test func theReferenceAdapterIsObservedNotAssumed() async {
        let denied = Scenario(start: .denied, card: .accept, aftermath: .settingsEnableReturn)
        let cell = await denied.observe(.reference)
        #expect(cell.cardShown && cell.settingsOpened && cell.prompt == nil)
        #expect(cell.result == .redirectedToSettings)
        #expect(cell.events == [.displayed, .allowTapped, .redirectedToSettings, .settingsReturned, .registered])
        #expect(cell.endStatus == .authorized)
        #expect(cell.persisted == [StoreChange(key: "reference.lastShown", value: "now")])

        let throttled = await Scenario(
            start: .notDetermined, history: .laterHourAgoRelaunched, card: .accept,
            prompt: .allow
        ).observe(.reference)
        #expect(throttled.result == .suppressed && !throttled.cardShown && throttled.trace.isEmpty)
    }
}
