import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import PushwooshConformance
import Testing

/// The vendor's state table (Adapters/Pushwoosh/FIDELITY.md): every status × `fallbackToSettings` × the user's answer,
/// each with and without `minInterval` (the stamp is written at show time only when it is positive).
@Suite struct DecisionTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let status: AuthorizationStatus
        let fallback: Bool
        let answer: CardAnswer
        let outcome: PWPushPrimerOutcome
        let requests: Int
        let settings: Int
        var testDescription: String { "\(status) fallback=\(fallback) \(answer.rawValue) → \(outcome)" }
        var shown: Bool { outcome != .suppressed }
    }

    static let table: [Row] = [
        // notDetermined: shown; accept → system request → .accepted; decline/background → .declined.
        Row(status: .notDetermined, fallback: true, answer: .accept, outcome: .accepted, requests: 1, settings: 0),
        Row(status: .notDetermined, fallback: true, answer: .later, outcome: .declined, requests: 0, settings: 0),
        Row(status: .notDetermined, fallback: true, answer: .dismiss, outcome: .declined, requests: 0, settings: 0),
        Row(status: .notDetermined, fallback: false, answer: .accept, outcome: .accepted, requests: 1, settings: 0),
        Row(status: .notDetermined, fallback: false, answer: .later, outcome: .declined, requests: 0, settings: 0),
        Row(status: .notDetermined, fallback: false, answer: .dismiss, outcome: .declined, requests: 0, settings: 0),
        // denied + fallback: shown; accept → Settings → .redirectedToSettings.
        Row(status: .denied, fallback: true, answer: .accept, outcome: .redirectedToSettings, requests: 0, settings: 1),
        Row(status: .denied, fallback: true, answer: .later, outcome: .declined, requests: 0, settings: 0),
        Row(status: .denied, fallback: true, answer: .dismiss, outcome: .declined, requests: 0, settings: 0),
        // denied without fallback: suppressed.
        Row(status: .denied, fallback: false, answer: .accept, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .denied, fallback: false, answer: .later, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .denied, fallback: false, answer: .dismiss, outcome: .suppressed, requests: 0, settings: 0),
        // authorized and provisional: suppressed whatever the config (no provisional upgrade).
        Row(status: .authorized, fallback: true, answer: .accept, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .authorized, fallback: true, answer: .later, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .authorized, fallback: true, answer: .dismiss, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .authorized, fallback: false, answer: .accept, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .authorized, fallback: false, answer: .later, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .authorized, fallback: false, answer: .dismiss, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .provisional, fallback: true, answer: .accept, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .provisional, fallback: true, answer: .later, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .provisional, fallback: true, answer: .dismiss, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .provisional, fallback: false, answer: .accept, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .provisional, fallback: false, answer: .later, outcome: .suppressed, requests: 0, settings: 0),
        Row(status: .provisional, fallback: false, answer: .dismiss, outcome: .suppressed, requests: 0, settings: 0),
        // ephemeral follows notDetermined (iOS answers without a prompt, so no request is sent).
        Row(status: .ephemeral, fallback: true, answer: .accept, outcome: .accepted, requests: 0, settings: 0),
        Row(status: .ephemeral, fallback: true, answer: .later, outcome: .declined, requests: 0, settings: 0),
        Row(status: .ephemeral, fallback: true, answer: .dismiss, outcome: .declined, requests: 0, settings: 0),
        Row(status: .ephemeral, fallback: false, answer: .accept, outcome: .accepted, requests: 0, settings: 0),
        Row(status: .ephemeral, fallback: false, answer: .later, outcome: .declined, requests: 0, settings: 0),
        Row(status: .ephemeral, fallback: false, answer: .dismiss, outcome: .declined, requests: 0, settings: 0),
    ]

    @Test func theTableCoversEveryCombination() {
        let combinations = Set(Self.table.map { "\($0.status)-\($0.fallback)-\($0.answer)" })
        #expect(combinations.count == AuthorizationStatus.allCases.count * 2 * 3)
    }

    @Test(arguments: table, [0.0, 3600.0])
    func stateTable(row: Row, minInterval: Double) async {
        let fixture = PushwooshFixture(status: row.status, user: .answering(card: row.answer))
        let (result, completions) = await fixture.present(
            fixture.basic().fallbackToSettings(row.fallback).minInterval(minInterval))
        #expect(result.outcome == row.outcome)
        #expect(completions == [row.outcome], "the completion runs once with the outcome")
        #expect(fixture.device.cardsShown == (row.shown ? 1 : 0))
        #expect(fixture.device.requests == row.requests)
        #expect(fixture.device.promptsShown == (row.status == .notDetermined ? row.requests : 0))
        #expect(fixture.device.settingsOpened == row.settings)
        #expect((fixture.lastShown != nil) == (row.shown && minInterval > 0), "stamped at show, only with minInterval")
        // Registration always follows an accept outside the denied state, whatever the answer.
        #expect(fixture.device.registrations == (row.outcome == .accepted ? 1 : 0))
    }

    @Test(arguments: [(SystemPromptAnswer.allow, AuthorizationStatus.authorized), (.dontAllow, .denied)])
    func acceptedCarriesTheFinalAnswerAlongside(prompt: SystemPromptAnswer, final: AuthorizationStatus) async {
        let fixture = PushwooshFixture(user: .answering(card: .accept, prompt: prompt))
        let (result, completions) = await fixture.present(fixture.basic())
        #expect(completions == [.accepted], ".accepted whatever the user answers the system prompt")
        #expect(result.finalStatus == final)
        #expect(result.allowsDelivery == (final == .authorized))
        #expect(fixture.registrations.all.first == .permissionResolved(final))
    }

    @Test(arguments: [
        (AuthorizationStatus.authorized, SuppressionReason.alreadyAuthorized),
        (.provisional, .alreadyAuthorized),
        (.denied, .denied),
    ])
    func statusRulesComeBeforeTheThrottle(status: AuthorizationStatus, reason: SuppressionReason) async {
        let fixture = PushwooshFixture(status: status)
        // A fresh stamp exists, but the status rule is checked first (the README's Behaviour: steps 1–2 before 3).
        try? fixture.device.disk.setValue(
            .double(fixture.device.clock.now.timeIntervalSince1970),
            forKey: "PWPushPrimerLastShownAt")
        let (result, _) = await fixture.present(fixture.basic().fallbackToSettings(false).minInterval(60))
        #expect(result.primerOutcome.suppression == reason)
    }

    @Test func deniedUserComesBackFromSettingsAndTheFinalAnswerArrives() async {
        let fixture = PushwooshFixture(status: .denied, user: .answering(card: .accept, inSettings: .enable))
        let (result, _) = await fixture.present(fixture.basic())
        #expect(result.outcome == .redirectedToSettings)
        #expect(fixture.registrations.all.isEmpty)
        await fixture.device.returnToForeground()
        #expect(fixture.registrations.all.map(\.event) == [.settingsReturned, .registered])
        #expect(fixture.registrations.all.first == .returnedFromSettings(.authorized))
    }
}
