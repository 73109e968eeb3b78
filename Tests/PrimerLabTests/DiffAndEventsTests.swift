import Foundation
import PrimerConformance
import PrimerCore
import PrimerLab
import Testing

/// `primer-lab diff` and `primer-lab events` over observed behaviour.
@Suite struct DiffAndEventsTests {
    @Test func diffListsWhatChangesForTheAppAndItsUsers() async throws {
        let run = await LabRun.run(["diff", "Reference", "Suppressor"])
        #expect(run.code == 0)
        #expect(run.lines.allSatisfy { $0.count <= 100 })
        #expect(run.lines.contains("   - Users no longer see the primer card."), "bullets keep their indentation")
        // Lines are wrapped at 100 columns: match sentences on the text with its whitespace collapsed.
        let text = run.output.replacing(/\s+/, with: " ")
        #expect(text.hasPrefix("Migrating from Reference to Suppressor: "))
        #expect(text.contains(" only analytics or stored state. "))
        // A denied user who accepts: sent to Settings before, never shown the card after.
        let deniedEntry: String = [
            ". denied · first attempt · card: accept",
            "Reference: card, Settings opened → redirectedToSettings (redirectedToSettings); stores reference.lastShown=now",
            "Suppressor: nothing shown → suppressed (suppressed)",
            "- Users no longer see the primer card.", "- Users are no longer sent to the Settings app.",
            "- Your code hears suppressed (`suppressed`) where it heard redirectedToSettings (`redirectedToSettings`).",
            "- Analytics: new push_primer.suppressed; no longer in_app.displayed, push_primer.allow_tapped,",
            "push_primer.redirected_to_settings.",
        ].joined(separator: " ")
        #expect(text.contains(deniedEntry))
        // Each entry carries the matrix's scenario number, and the stored state is said once, in the summary.
        let deniedNumber =
            try #require(
                Scenario.all.firstIndex { $0.title == "denied · first attempt · card: accept" }) + 1
        #expect(text.contains(" \(deniedNumber). denied · first attempt · card: accept "))
        #expect(text.components(separatedBy: "Nothing is stored any more").count == 2)
        #expect(text.contains(" Summary: "))
        #expect(text.contains("- Users no longer see the primer card. "))
        // The reference registers after a grant, the suppressor never does.
        #expect(text.contains("- The app no longer registers with APNs here: register yourself if you need the token."))
        // Scenarios where both behave the same are not listed.
        #expect(!text.contains(". authorized · first attempt · card: accept "))
        // Mapping hints, declared reporting and quirks from the profiles.
        #expect(text.contains(" showPrimer: ReferencePrimer.present() → Suppressor.ask()"))
        #expect(
            text.contains(" observeOutcome: PrimerOutcome returned by present() → no equivalent: handle it in the app"))
        #expect(text.contains(" push_primer.registered: push_primer.registered → not reported"))
        #expect(text.contains(" push_primer.redirected_to_settings: push_primer.redirected_to_settings → not reported"))
        #expect(
            text.contains(
                "Suppressor vendor quirks (the adapter follows the documentation): - denied users: documented suppressed; shipping code shown a dead-end card"
            ))
        #expect(text.contains("Reference vendor quirks (the adapter follows the documentation): none recorded"))
    }

    @Test func diffOfAnAdapterWithItselfIsEmpty() async {
        let run = await LabRun.run(["diff", "reference", "Reference"])
        #expect(run.code == 0)
        #expect(
            run.lines.first == "Migrating from Reference to Reference: 0 of \(Scenario.all.count) scenarios change.")
    }

    @Test func eventsShowsDeclaredAndObservedReportingAndTheirMismatches() async throws {
        let reference = await LabRun.run(["events", "Reference"])
        #expect(reference.code == 0)
        #expect(
            reference.output.contains(
                "push_primer.settings_returned: the app came back from Settings and read the status again\n  declared: push_primer.settings_returned\n  observed: in 2 of \(Scenario.all.count) scenarios\n  for example: push_primer.settings_returned\n"
            ))
        #expect(reference.output.contains("Declared and observed reporting agree."))

        // The suppressor declares only what its rules can produce: declared and observed agree.
        let suppressor = await LabRun.run(["events", "suppressor"])
        #expect(
            suppressor.output.contains(
                "push_primer.registered: APNs registration delivered a device token\n  declared: not reported\n  observed: never"
            ))
        #expect(suppressor.output.contains("Declared and observed reporting agree."))

        // A profile that declares nothing is caught by what the matrix observes.
        var mute = AdapterDescriptor.reference
        mute.profile.adapter = "Mute"
        mute.profile.reporting = []
        let run = await LabRun.run(["events", "Mute"], catalog: AdapterCatalog([mute]))
        #expect(run.output.contains("  - push_primer.allow_tapped is observed but not declared"))
        #expect(run.output.contains("  - push_primer.settings_returned is observed but not declared"))
    }
}
