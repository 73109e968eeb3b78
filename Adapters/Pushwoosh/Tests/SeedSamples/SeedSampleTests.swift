import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// Each seed sample, run as written against the simulator through `Pushwoosh.configure` (scoped to a
/// runtime over a simulated device), behaves as the page documents.
@Suite struct SeedSampleTests {
    /// Runs `sample` with `Pushwoosh.configure` over a fresh runtime on `device`; returns the cards shown.
    @discardableResult
    private func run(_ sample: () -> Void, on device: SimulatedDevice, runtime: PushwooshRuntime? = nil) async
        -> [PrimerCard]
    {
        let presenter = CountingPresenter(device: device)
        let runtime = runtime ?? PushwooshRuntime(environment: device.environment.with(presenter: presenter))
        await Pushwoosh.withRuntime(runtime) { sample() }
        await runtime.waitUntilIdle()
        return presenter.cards
    }

    @Test func basicUsageShowsAnAlertAndAcceptTriggersTheSystemPrompt() async throws {
        let device = SimulatedDevice(user: .answering(card: .accept, prompt: .allow))
        let cards = await run(SeedSamples.basicUsage, on: device)
        let card = try #require(cards.first?.decoration as? PWPushPrimerCard)
        #expect(card.layout == .alert)
        #expect(card.acceptButton == "Enable notifications")
        #expect(device.promptsShown == 1)
        #expect(device.status == .authorized)
        #expect(device.registrations == 1)
    }

    @Test(arguments: [AuthorizationStatus.authorized, .provisional])
    func basicUsageIsSafeOnEveryLaunchOnceOptedIn(status: AuthorizationStatus) async {
        let device = SimulatedDevice(status: status)
        for _ in 0..<3 { await run(SeedSamples.basicUsage, on: device) }
        #expect(device.cardsShown == 0)
        #expect(device.requests == 0)
    }

    @Test func basicUsageSendsADeniedUserToSettings() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept))
        await run(SeedSamples.basicUsage, on: device)
        #expect(device.cardsShown == 1)
        #expect(device.settingsOpened == 1)
        #expect(device.requests == 0)
    }

    @Test func stylesAndPositionsShowsATopBanner() async throws {
        let device = SimulatedDevice(user: .answering(card: .later))
        let cards = await run(SeedSamples.stylesAndPositions, on: device)
        let card = try #require(cards.first?.decoration as? PWPushPrimerCard)
        #expect(card.layout == .sheet(.top))
        #expect(card.appearance?.icon == .defaultIcon(prefersAppIcon: true))
    }

    @Test func customizationResolvesEverySetting() async throws {
        let device = SimulatedDevice(user: .answering(card: .later))
        let cards = await run(SeedSamples.customization, on: device)
        let card = try #require(cards.first?.decoration as? PWPushPrimerCard)
        let appearance = try #require(card.appearance)
        #expect(card.layout == .sheet(.center))
        #expect(appearance.icon == .image(PWPushPrimerImage(named: "PrimerHero")))
        #expect(appearance.cornerRadius == 24)
        #expect(appearance.buttonCornerRadius == 14)
        #expect(appearance.light.buttonBorder == PWPushPrimerColor.separator.light)
        #expect(appearance.dark.background == .solid(PWPushPrimerColor.systemBackground.dark))
        #expect(appearance.light.declineButton.alpha == 0)
    }

    @Test func settingsFallbackOffSuppressesForDeniedUsers() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept))
        await run(SeedSamples.settingsFallback, on: device)
        #expect(device.cardsShown == 0)
        #expect(device.settingsOpened == 0)
    }

    @Test func displayFrequencyShowsAtMostOnceAWeekAcrossLaunches() async {
        let device = SimulatedDevice(user: .answering(card: .later))
        await run(SeedSamples.displayFrequency, on: device)
        device.clock.advance(days: 6)
        device.relaunch()
        await run(SeedSamples.displayFrequency, on: device)
        #expect(device.cardsShown == 1)
        device.clock.advance(days: 1)
        device.relaunch()
        await run(SeedSamples.displayFrequency, on: device)
        #expect(device.cardsShown == 2)
    }

    @Test(arguments: [
        (
            AuthorizationStatus.notDetermined, CardAnswer.accept,
            "card(-) request(badge,sound,alert,carPlay) prompt(allow) register"
        ),
        (.notDetermined, .later, "card(-)"),
        (.denied, .accept, "card(-) settings"),
        (.authorized, .accept, ""),
    ])
    func handlingTheResultRunsOnEveryPath(status: AuthorizationStatus, answer: CardAnswer, trace: String) async {
        let device = SimulatedDevice(status: status, user: .answering(card: answer))
        await run(SeedSamples.handlingTheResult, on: device)
        #expect(device.trace.map(\.description).joined(separator: " ") == trace)
    }

    @Test func aScopedRuntimeDoesNotLeakIntoOtherTasks() async {
        let device = SimulatedDevice()
        let runtime = PushwooshRuntime(environment: device.environment)
        await Pushwoosh.withRuntime(runtime) {
            #expect(Pushwoosh.runtime === runtime)
        }
        #expect(Pushwoosh.runtime !== runtime)
    }
}
