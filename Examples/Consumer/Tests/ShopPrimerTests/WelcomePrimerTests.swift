import PrimerCore
import PrimerSimulator
import ShopPrimer
import Testing

@Suite struct WelcomePrimerTests {
    @Test(arguments: [(AuthorizationStatus.notDetermined, true), (.denied, true), (.authorized, false)])
    func theCardShowsUnlessTheUserAlreadyAllows(status: AuthorizationStatus, shows: Bool) async {
        let device = SimulatedDevice(status: status, user: .answering(card: .accept, prompt: .allow))
        let welcome = WelcomePrimer(environment: device.environment, emit: { _ in })
        #expect(await welcome.shouldShow() == shows)
    }

    @Test func afterLaterTheCardWaitsSevenDays() async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .later, prompt: .allow))
        let welcome = WelcomePrimer(environment: device.environment, emit: { _ in })
        await welcome.primer.displayedAsync(config: WelcomePrimer.config)
        _ = await welcome.primer.laterTappedAsync(config: WelcomePrimer.config)
        #expect(await !welcome.shouldShow())
        device.clock.advance(days: 7)
        #expect(await welcome.shouldShow())
    }
}
