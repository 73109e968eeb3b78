import PrimerCore
import PrimerUI
import Testing

@Suite struct PrimerCardPresentationTests {
    private let card = PrimerCard(
        title: "Stay in the loop", message: "Order updates.", acceptLabel: "Allow",
        declineLabel: "Not now")

    /// The first card shown on `presentation` (waits on its updates, no sleeping).
    private func firstShown(_ presentation: PrimerCardPresentation) async -> PrimerCardPresentation.ShownCard? {
        for await shown in presentation.updates() where shown != nil { return shown }
        return nil
    }

    @Test func withoutAHostingViewTheCardFailsToPresentAtOnce() async {
        let presentation = PrimerCardPresentation { ["en"] }
        #expect(await presentation.present(card) == .failedToPresent)
        #expect(presentation.shown == nil)
    }

    @Test(arguments: CardButtonRole.allCases)
    func aTapAnswersWithThatButtonsAnswerAndHidesTheCard(role: CardButtonRole) async throws {
        let presentation = PrimerCardPresentation { ["en"] }
        let host = presentation.attachHost()
        let answer = Task { await presentation.present(card) }
        let shown = try #require(await firstShown(presentation))
        #expect(shown.model.title == "Stay in the loop")
        presentation.tap(role, on: shown.id)
        #expect(await answer.value == role.answer)
        #expect(presentation.shown == nil)
        host.cancel()
    }

    @Test func theFirstAnswerWinsAndALateTapIsIgnored() async throws {
        let presentation = PrimerCardPresentation { ["en"] }
        let host = presentation.attachHost()
        let answer = Task { await presentation.present(card) }
        let shown = try #require(await firstShown(presentation))
        presentation.tap(.decline, on: shown.id)
        presentation.tap(.accept, on: shown.id)
        #expect(await answer.value == .later)
        host.cancel()
    }

    @Test func aSecondCardWhileOneShowsFailsToPresentAndLeavesTheFirst() async throws {
        let presentation = PrimerCardPresentation { ["en"] }
        let host = presentation.attachHost()
        let first = Task { await presentation.present(card) }
        let shown = try #require(await firstShown(presentation))
        #expect(await presentation.present(card) == .failedToPresent)
        #expect(presentation.shown?.id == shown.id)
        presentation.tap(.accept, on: shown.id)
        #expect(await first.value == .accept)
        host.cancel()
    }

    @Test func whenTheLastHostingViewGoesTheShownCardIsDismissed() async throws {
        let presentation = PrimerCardPresentation { ["en"] }
        let first = presentation.attachHost()
        let second = presentation.attachHost()
        let answer = Task { await presentation.present(card) }
        _ = try #require(await firstShown(presentation))
        first.cancel()
        #expect(presentation.shown != nil)
        second.cancel()
        #expect(await answer.value == .dismiss)
        #expect(!presentation.isHosted)
    }

    @Test func cancellingTheWaitingTaskDismissesTheCard() async throws {
        let presentation = PrimerCardPresentation { ["en"] }
        let host = presentation.attachHost()
        let waiting = Task { await presentation.present(card) }
        _ = try #require(await firstShown(presentation))
        waiting.cancel()
        #expect(await waiting.value == .dismiss)
        #expect(presentation.shown == nil)
        host.cancel()
    }

    @Test func aTaskCancelledBeforeTheCardShowsIsDismissedWithoutShowingIt() async {
        let presentation = PrimerCardPresentation { ["en"] }
        let host = presentation.attachHost()
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await presentation.present(card)
        }
        #expect(await waiting.value == .dismiss)
        #expect(presentation.shown == nil)
        host.cancel()
    }

    @Test func cardsUseTheLanguageReadWhenTheyAreShown() async throws {
        let presentation = PrimerCardPresentation { ["de"] }
        let host = presentation.attachHost()
        let blank = PrimerCard(title: "Neuigkeiten", message: "", acceptLabel: "", declineLabel: "")
        let answer = Task { await presentation.present(blank) }
        let shown = try #require(await firstShown(presentation))
        #expect(shown.model.buttons.map(\.title) == ["Erlauben", "Nicht jetzt"])
        presentation.tap(.close, on: shown.id)
        #expect(await answer.value == .dismiss)
        host.cancel()
    }
}
