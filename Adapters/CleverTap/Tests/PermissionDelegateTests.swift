import CleverTapAdapter
import CleverTapConformance
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The delegate hears an answer only when there was one, on the vendor's threads.
@Suite struct PermissionDelegateTests {
    struct Case: Sendable, CustomStringConvertible {
        var status: AuthorizationStatus
        var user: ScriptedUser
        var heard: [HeardAnswer]
        var description: String { "\(status), \(user.cardAnswers), \(user.promptAnswers) → \(heard)" }
    }

    static let primerCases: [Case] = [
        Case(
            status: .notDetermined, user: .answering(card: .accept, prompt: .allow),
            heard: [.init(accepted: true, onMainThread: true)]),
        Case(
            status: .notDetermined, user: .answering(card: .accept, prompt: .dontAllow),
            heard: [.init(accepted: false, onMainThread: true)]),
        Case(
            status: .notDetermined, user: .answering(card: .later), heard: [.init(accepted: false, onMainThread: true)]),
        Case(status: .notDetermined, user: .answering(card: .dismiss), heard: []),
        Case(status: .denied, user: .answering(card: .accept), heard: []),
        Case(status: .denied, user: .answering(card: .later), heard: [.init(accepted: false, onMainThread: true)]),
        Case(status: .authorized, user: .answering(card: .accept), heard: []),
    ]

    @Test(arguments: primerCases)
    func primer(_ example: Case) async {
        let fixture = CleverTapFixture(status: example.status, user: example.user)
        _ = await fixture.cleverTap.promptPushPrimerAsync(CleverTapProfile.sampleInApp().getSettings())
        await fixture.cleverTap.waitUntilIdle()
        #expect(fixture.delegate.heard == example.heard)
    }

    @Test(arguments: [SystemPromptAnswer.allow, .dontAllow])
    func theRequestAsksForSoundAlertAndBadgeAndRegistersWhateverTheAnswer(answer: SystemPromptAnswer) async {
        let fixture = CleverTapFixture(user: .answering(card: .accept, prompt: answer))
        _ = await fixture.cleverTap.promptPushPrimerAsync(CleverTapProfile.sampleInApp().getSettings())
        #expect(fixture.device.trace.contains(.requestAuthorization([.sound, .alert, .badge])))
        #expect(fixture.device.registrations == 1)
    }

    @Test func aFailedRequestReadsAsFalse() async {
        let fixture = CleverTapFixture(user: .answering(card: .accept))
        fixture.device.requestFailure = "no answer"
        let outcome = await fixture.cleverTap.promptPushPrimerAsync(CleverTapProfile.sampleInApp().getSettings())
        #expect(outcome.result == .failed)
        #expect(fixture.delegate.heard == [HeardAnswer(accepted: false, onMainThread: true)])
    }

    @Test func withoutFallbackADeniedUserSeesNoPrimer() async {
        let fixture = CleverTapFixture(status: .denied, user: .answering(card: .accept))
        let settings = CleverTapProfile.sampleInApp(.init(fallbackToSettings: false)).getSettings()
        let outcome = await fixture.cleverTap.promptPushPrimerAsync(settings)
        #expect(outcome.suppression == .denied)
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.device.settingsOpened == 0)
        #expect(fixture.delegate.heard.isEmpty)
    }

    @Test(arguments: [(AuthorizationStatus.denied, false), (.authorized, true), (.authorized, false)])
    func theHardAskIsSilentWhenTheUserAlreadyDecided(status: AuthorizationStatus, fallback: Bool) async {
        let fixture = CleverTapFixture(status: status)
        fixture.cleverTap.prompt(forPushPermission: fallback)
        await fixture.cleverTap.waitUntilIdle()
        #expect(fixture.device.requests == 0)
        #expect(fixture.device.settingsOpened == 0)
        #expect(fixture.delegate.heard.isEmpty)
    }

    @Test func theDelegateIsHeldWeakly() async {
        let fixture = CleverTapFixture(user: .answering(card: .accept))
        weak var released: DelegateRecorder?
        do {
            let temporary = DelegateRecorder()
            released = temporary
            fixture.cleverTap.setPushPermissionDelegate(temporary)
        }
        #expect(released == nil)
        _ = await fixture.cleverTap.promptPushPrimerAsync(CleverTapProfile.sampleInApp().getSettings())
        #expect(fixture.device.status == .authorized)
    }

    @Test(arguments: AuthorizationStatus.allCases)
    func theStatusGetterReportsTheDeviceStatus(status: AuthorizationStatus) async {
        let fixture = CleverTapFixture(status: status)
        let heard = ReportLog<AuthorizationStatus>()
        fixture.cleverTap.getNotificationPermissionStatus { heard.append($0) }
        await fixture.cleverTap.waitUntilIdle()
        #expect(heard.all == [status])
    }
}
