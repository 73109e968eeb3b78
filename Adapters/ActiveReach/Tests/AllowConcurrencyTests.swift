import ActiveReachAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// The one-shot promises under taps that race.
@Suite struct AllowConcurrencyTests {
    @Test func aDoubleTapFiresOneRequestAndOneSetOfEvents() async {
        let fixture = PrimerFixture()
        let names = await fixture.tap([.display, .allow, .allow], on: fixture.primer())
        #expect(fixture.device.requests == 1)
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.registrations == 1)
        #expect(names == ["in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_granted"])
    }

    /// Allows from many tasks: those that overlap join one attempt, any that start after it finished are
    /// Allows after the prompt was answered; either way there is one prompt and every attempt emits
    /// allow_tapped followed by its real outcome.
    @Test(arguments: [2, 16])
    func concurrentAllowsFireOneRequest(_ taps: Int) async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        let results = await withTaskGroup(of: PrimerResult.self) { group in
            for _ in 0..<taps { group.addTask { await primer.allowTappedAsync(config: PrimerFixture.config).result } }
            return await group.reduce(into: [PrimerResult]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: .granted, count: taps))
        #expect(fixture.device.requests == 1)
        #expect(fixture.device.promptsShown == 1)
        let names = fixture.takeNames()
        #expect(!names.isEmpty && names.count <= 2 * taps)
        #expect(
            names
                == Array(
                    repeating: ["push_primer.allow_tapped", "push_primer.permission_granted"],
                    count: names.count / 2
                ).flatMap { $0 })
    }

    @Test func twoPrimersOverOneDeviceShowThePromptOnce() async {
        let fixture = PrimerFixture()
        let first = fixture.primer()
        let second = fixture.primer()
        let a = Task { await first.allowTappedAsync(config: PrimerFixture.config) }
        let b = Task { await second.allowTappedAsync(config: PrimerFixture.config) }
        #expect(await [a.value.result, b.value.result] == [.granted, .granted])
        #expect(fixture.device.promptsShown == 1)
    }

    @Test func laterOrDismissWhileAllowIsAnsweredJoinsTheAllow() async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        let names = await fixture.tap([.allow, .later, .dismiss], on: primer)
        #expect(names == ["push_primer.allow_tapped", "push_primer.permission_granted"])
        #expect(primer.isInCooldown(cooldownDays: 7) == false)
    }

    @Test(arguments: [SystemPromptAnswer.allow, .dontAllow])
    func allowAfterThePromptWasAnsweredEmitsTheRealOutcomeWithoutASecondPrompt(_ answer: SystemPromptAnswer) async {
        let fixture = PrimerFixture(user: .answering(card: .accept, prompt: answer))
        await fixture.primer().allowTappedAsync(config: PrimerFixture.config)
        _ = fixture.takeNames()
        fixture.device.relaunch()
        let outcome = await fixture.primer().allowTappedAsync(config: PrimerFixture.config)
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.requests == 1)
        let granted = answer == .allow
        #expect(outcome.result == (granted ? .granted : .redirectedToSettings))
        #expect(
            fixture.takeNames() == [
                "push_primer.allow_tapped",
                granted ? "push_primer.permission_granted" : "push_primer.permission_denied",
            ])
    }

    @Test func anAllowOnTheNextCardIsItsOwnAttemptWithoutASecondPrompt() async {
        let fixture = PrimerFixture()
        let names = await fixture.tap([.display, .allow, .display, .allow], on: fixture.primer())
        #expect(fixture.device.promptsShown == 1)
        #expect(
            names == [
                "in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_granted",
                "in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_granted",
            ])
    }
}
