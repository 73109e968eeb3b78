import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
@_spi(AdapterAuthoring) import PrimerSimulator
import PushwooshAdapter
import Testing

/// "A primer already on screen → suppressed": never two cards, whatever the callers do.
@Suite struct ReentrancyTests {
    @Test func twoPresentsShowOneCardAndSuppressTheOther() async {
        let gate = GatedPresenter()
        let fixture = PushwooshFixture(presenter: { _ in gate })
        let builder = fixture.basic()
        let firstOutcomes = ReportLog<PWPushPrimerOutcome>()
        let first = Task { await builder.presentAsync(firstOutcomes.append) }
        _ = await gate.waitUntilPresented()
        let (second, completions) = await fixture.present(builder)
        #expect(second.outcome == .suppressed)
        #expect(second.primerOutcome.suppression == .alreadyOnScreen)
        #expect(completions == [.suppressed])
        gate.answer(.later)
        #expect(await first.value.outcome == .declined)
        #expect(firstOutcomes.all == [.declined])
        #expect(fixture.device.diagnostics.map(\.code).contains("pushwoosh.primer.alreadyOnScreen"))
    }

    @Test func buildersWithDifferentSettingsShareTheScreen() async {
        let gate = GatedPresenter()
        let fixture = PushwooshFixture(presenter: { _ in gate })
        let first = Task { await fixture.basic().style(.sheet).presentAsync() }
        _ = await gate.waitUntilPresented()
        let other = await fixture.basic().fallbackToSettings(false).minInterval(5).presentAsync()
        #expect(other.primerOutcome.suppression == .alreadyOnScreen)
        gate.answer(.dismiss)
        #expect(await first.value.outcome == .declined)
    }

    @Test func aSecondPrimerWhileTheSystemPromptIsUpIsSuppressed() async {
        let fixture = PushwooshFixture()
        let permissions = HeldPermissionRequests(fixture.device.environment.permissions)
        var environment = fixture.device.environment
        environment.permissions = permissions
        let runtime = PushwooshRuntime(environment: environment)
        let first = Task { await fixture.basic(runtime).presentAsync() }
        await permissions.waitUntilRequested()
        #expect(await fixture.basic(runtime).presentAsync().outcome == .suppressed)
        permissions.letOneRequestThrough()
        #expect(await first.value.outcome == .accepted)
        #expect(fixture.device.promptsShown == 1)
    }

    @Test(arguments: [CardAnswer.later, .accept])
    func manyTasksPresentingAtOnceNeverShowTwoCards(answer: CardAnswer) async {
        let counter = Box<CountingPresenter?>(nil)
        let fixture = PushwooshFixture(user: .answering(card: answer)) { device in
            let presenter = CountingPresenter(device: device)
            counter.value = presenter
            return presenter
        }
        let outcomes = ReportLog<PWPushPrimerOutcome>()
        let builder = fixture.basic()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { builder.present(outcomes.append) } }
        }
        await fixture.runtime.waitUntilIdle()
        #expect(outcomes.all.count == 100, "every call gets exactly one completion")
        #expect(counter.value?.mostOnScreen == 1)
        #expect(fixture.device.promptsShown == (answer == .accept ? 1 : 0))
        let shown = outcomes.all.filter { $0 != .suppressed }.count
        #expect(shown == fixture.device.cardsShown)
        if answer == .accept { #expect(shown == 1, "after the grant every other call is suppressed") }
    }

    @Test func aFreshBuilderOnEveryAccess() {
        let config = PushwooshFixture().runtime.configure
        let first = config.pushPrimer.title("One").minInterval(60)
        let second = config.pushPrimer
        #expect(first !== second)
        #expect(second.configuration == PWPushPrimerConfiguration())
    }

    @Test func changingTheBuilderAfterPresentDoesNotChangeTheCardOnItsWay() async {
        let gate = GatedPresenter()
        let fixture = PushwooshFixture(presenter: { _ in gate })
        let builder = fixture.basic()
        let outcome = Task { await builder.presentAsync() }
        let card = await gate.waitUntilPresented()
        builder.title("Changed")
        gate.answer(.later)
        _ = await outcome.value
        #expect(card?.title == "Stay in the loop")
    }
}

/// A value the fixture's presenter factory fills in and the test reads afterwards.
final class Box<Value: Sendable>: Sendable {
    private let storage: LockedValue<Value>
    init(_ value: Value) { storage = LockedValue(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
