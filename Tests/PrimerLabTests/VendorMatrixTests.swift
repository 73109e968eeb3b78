import Foundation
import PrimerConformance
import PrimerCore
import PrimerLab
import PrimerSimulator
import Testing

/// The lab over the package's real vendor adapters (from the standard catalog): the differences a
/// migration team would look for, observed.
@Suite struct VendorMatrixTests {
    static let catalog = AdapterCatalog.standard
    static let deniedAccept = Scenario(start: .denied, card: .accept)
    static let deniedAcceptInCooldown = Scenario(start: .denied, history: .laterHourAgo, card: .accept)

    @Test func deniedAcceptDiffersBetweenPushwooshAndActiveReach() async throws {
        let pushwoosh = try Self.catalog.descriptor(named: "Pushwoosh")
        let activeReach = try Self.catalog.descriptor(named: "ActiveReach")
        let matrix = await BehaviourMatrix.observe(
            [pushwoosh, activeReach],
            scenarios: [Self.deniedAccept, Self.deniedAcceptInCooldown])
        let pw = try #require(matrix.cell(Self.deniedAccept, "Pushwoosh"))
        let ar = try #require(matrix.cell(Self.deniedAccept, "ActiveReach"))
        #expect(pw.behaviour != ar.behaviour)
        // Both send the denied user to Settings; only ActiveReach tells analytics the card was displayed,
        // and the app hears different words for the same thing.
        #expect(pw.settingsOpened && ar.settingsOpened)
        #expect(ar.events.first == .displayed && !pw.events.contains(.displayed))
        #expect(pw.vendorOutcome != ar.vendorOutcome)
        // An hour after "later": ActiveReach's cooldown hides the card, Pushwoosh (no minInterval) shows it.
        let pwLater = try #require(matrix.cell(Self.deniedAcceptInCooldown, "Pushwoosh"))
        let arLater = try #require(matrix.cell(Self.deniedAcceptInCooldown, "ActiveReach"))
        #expect(pwLater.cardShown && pwLater.settingsOpened && pwLater.result == .redirectedToSettings)
        #expect(!arLater.cardShown && !arLater.settingsOpened && arLater.result == .suppressed)
    }

    @Test func theTableShowsEveryVendorInAHundredColumns() async throws {
        let run = await LabRun.run(["matrix"], catalog: Self.catalog)
        #expect(run.code == 0)
        #expect(run.lines.allSatisfy { $0.count <= 100 })
        #expect(run.lines.first?.split(separator: " ").dropFirst(2).map(String.init) == Self.catalog.names)
        // Rakuten opens Settings for a denied user and still sends the (promptless) request; its cache
        // (an infinite campaign) is written at launch, not by the attempt, so nothing is marked stored.
        let denied = try #require(run.lines.first { $0.hasPrefix("13~ den - acc ") })
        let cells = denied.dropFirst("13~ den - acc ".count).split(separator: " ").map(String.init)
        let rakuten = try #require(Self.catalog.names.firstIndex(of: "Rakuten"))
        #expect(Array(cells.dropFirst(2 * rakuten).prefix(2)) == ["CpS.", "SETT"])
    }

    @Test func diffFromPushwooshToActiveReachListsTheDeniedUser() async {
        let run = await LabRun.run(["diff", "Pushwoosh", "ActiveReach"], catalog: Self.catalog)
        #expect(run.code == 0)
        #expect(run.lines.allSatisfy { $0.count <= 100 })
        let text = run.output.replacing(/\s+/, with: " ")
        #expect(text.contains(". denied · first attempt · card: accept "))
        #expect(
            text.contains(
                #". denied · "later" 1 h ago · card: accept Pushwoosh: card, Settings opened → redirectedToSettings"#))
        #expect(
            text.contains(
                "ActiveReach: nothing shown → suppressed (isInCooldown → true) - Users no longer see the primer card. "
                    + "- Users are no longer sent to the Settings app."))
        #expect(text.contains(" configureThrottle: .minInterval(seconds) → "))
        #expect(
            text.contains(
                "Pushwoosh vendor quirks (the adapter follows the documentation): - .accepted is not a grant:"))
        #expect(
            text.contains(
                "ActiveReach vendor quirks (the adapter follows the documentation): - No primer in the public iOS SDK:")
        )
    }

    @Test func diffToRakutenSaysTheRequestIsNowSentWithoutAPrompt() async {
        let run = await LabRun.run(["diff", "ActiveReach", "Rakuten"], catalog: Self.catalog)
        let text = run.output.replacing(/\s+/, with: " ")
        #expect(text.contains("- The app now sends the system request, which iOS answers without a prompt."))
    }

    /// Pushwoosh → CleverTap: ephemeral users lose the card, the delegate replaces the completion, and the
    /// display count CleverTap stores is not mistaken for a throttle.
    @Test func diffToCleverTapReadsAsAMigrationChecklist() async {
        let run = await LabRun.run(["diff", "Pushwoosh", "CleverTap"], catalog: Self.catalog)
        #expect(run.code == 0)
        let text = run.output.replacing(/\s+/, with: " ")
        let ephemeral = Scenario.all.firstIndex { $0.title == "ephemeral · first attempt · card: accept" }
        #expect(text.contains(" \((ephemeral ?? -1) + 1). ephemeral · first attempt · card: accept "))
        #expect(text.contains("CleverTap: nothing shown → suppressed"))
        #expect(
            text.contains("CleverTap stores some of WizRocketlocal_in_app_count, which do not throttle later attempts.")
        )
        #expect(!text.contains("which throttles later attempts"))
        #expect(text.contains("onPushPermissionResponse(false)"))
    }

    @Test func diffSummarySaysEachDistinctChangeOnceWithTheMatrixNumbers() async throws {
        let run = await LabRun.run(["diff", "Pushwoosh", "OneSignal", "--summary"], catalog: Self.catalog)
        #expect(run.code == 0)
        #expect(run.lines.count < 25, "\(run.output)")
        let bullets = run.lines.filter { $0.hasPrefix("- ") }
        #expect(Set(bullets).count == bullets.count, "each change once")
        #expect(bullets.contains { $0.hasPrefix("- Users no longer see the primer card. ") })
        #expect(run.lines.filter { $0.contains("stores some of") }.count == 1, "stored keys said once")
        #expect(!run.output.contains("What users see or your code hears:"), "--summary stops after the summary")
        let full = await LabRun.run(["diff", "Pushwoosh", "OneSignal"], catalog: Self.catalog)
        #expect(full.output.hasPrefix(run.output))
    }

    /// The usual migration to a vendor without a card: keep the app's card, call the vendor's request on
    /// accept. "Later" then asks nothing, where the vendor alone would have spent the prompt.
    @Test func aCardlessVendorBehindTheAppsCardAsksOnlyOnAccept() async throws {
        let composed = try Self.catalog.descriptor(named: "OneSignal behind my card")
        #expect(composed.name == "OneSignal behind my card")
        let later = try #require(Scenario.all.first { $0.title == "notDetermined · first attempt · card: later" })
        let alone = await later.observe(try Self.catalog.descriptor(named: "OneSignal"))
        let behind = await later.observe(composed)
        #expect(alone.prompt != nil && !alone.cardShown)
        #expect(behind.cardShown && behind.prompt == nil && behind.requests == 0 && behind.result == .later)
        let accept = try #require(
            Scenario.all.first { $0.title == "notDetermined · first attempt · card: accept · prompt: Allow" })
        let accepted = await accept.observe(composed)
        #expect(accepted.cardShown && accepted.prompt == .allow && accepted.result == .granted)
        #expect(accepted.vendorOutcome.hasPrefix("my card accepted, then "))

        let run = await LabRun.run(
            ["diff", "Pushwoosh", "OneSignal behind my card", "--summary"], catalog: Self.catalog)
        #expect(run.code == 0)
        #expect(run.lines.first == "Migrating from Pushwoosh to OneSignal behind my card: 61 of 61 scenarios change.")
    }

    @Test func onlyACardlessVendorGoesBehindTheAppsCard() async {
        let run = await LabRun.run(["diff", "Pushwoosh", "Pushwoosh behind my card"], catalog: Self.catalog)
        #expect(run.code == 2)
        #expect(run.error.contains("'Pushwoosh' shows a card of its own"))
        #expect(run.error.contains("OneSignal"))
    }

    @Test func actitoHasNoCardAndSaysSo() async throws {
        let run = await LabRun.run(["events", "Actito"], catalog: Self.catalog)
        #expect(run.code == 0)
        #expect(
            run.output.contains("in_app.displayed: the card was shown\n  declared: not reported\n  observed: never\n"))
        let actito = try Self.catalog.descriptor(named: "Actito")
        let later = await Scenario(start: .notDetermined, card: .later).observe(actito)
        #expect(!later.cardShown && later.prompt == .allow, "no card: the app's enable call is the accept")
    }
}
