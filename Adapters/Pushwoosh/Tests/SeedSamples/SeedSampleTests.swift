@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// Each seed sample, run as written against the simulator through `Pushwoosh.configure` (over a platform
/// whose runtime is over a simulated device), behaves as the page documents.
@Suite struct SeedSampleTests {
    /// Runs `sample` with `Pushwoosh.configure` over a fresh runtime on `device`; returns the cards shown.
    @discardableResult
    private func run(_ sample: () -> Void, on device: SimulatedDevice, runtime: PushwooshRuntime? = nil) async
        -> [PrimerCard]
    {
        let presenter = CountingPresenter(device: device)
        let runtime = runtime ?? PushwooshRuntime(environment: device.environment.with(presenter: presenter))
        let platform = PlatformScope(environment: runtime.environment)
        platform.install(runtime)
        await PrimerPlatform.withScope(platform) { sample() }
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

    @Test func aPlatformOverrideReachesItsTaskOnly() async {
        let device = SimulatedDevice(user: .answering(card: .later))
        await PrimerPlatform.withEnvironment(device.environment) {
            let inside = await Pushwoosh.configure.pushPrimer.title("T").message("M").presentAsync()
            #expect(inside.primerOutcome.result == .later)
            // A detached task reads the process's platform: on Linux one with nothing to show cards on.
            let outside = await Task.detached {
                await Pushwoosh.configure.pushPrimer.title("T").message("M").presentAsync()
            }.value
            #expect(outside.primerOutcome.suppression == .presenterMissing)
        }
        #expect(device.trace.filter { if case .cardShown = $0 { true } else { false } }.count == 1)
    }
}
