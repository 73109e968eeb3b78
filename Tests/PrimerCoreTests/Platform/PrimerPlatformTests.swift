import PrimerSimulator
import Testing

@testable @_spi(AdapterAuthoring) import PrimerCore

/// The one platform of a process: bootstrapped once, overridden per task, and composed the same way on
/// every platform, so that what an app gets on a device with no set-up is decided (and tested) here.
@Suite struct PrimerPlatformTests {
    private static let card = PrimerCard(title: "T", message: "M", acceptLabel: "A", declineLabel: "D")

    @Test func aSecondBootstrapIsATypedErrorAndTheFirstEnvironmentStays() throws {
        let first = SimulatedDevice(status: .authorized).environment
        let host = PlatformHost(makeDefault: { SimulatedDevice().environment })
        try host.bootstrap(first)
        #expect(throws: PlatformBootstrapError.alreadyBootstrapped) {
            try host.bootstrap(SimulatedDevice(status: .denied).environment)
        }
        #expect(host.current.environment.engine === first.engine)
    }

    @Test func aStaticAPIKeepsOneInstancePerPlatform() async {
        let device = SimulatedDevice()
        final class Instance: Sendable {}
        await PrimerPlatform.withEnvironment(device.environment) {
            let made = PrimerPlatform.instance(of: Instance.self) { _ in Instance() }
            #expect(PrimerPlatform.instance(of: Instance.self) { _ in Instance() } === made)
            await PrimerPlatform.withEnvironment(device.environment) {
                #expect(PrimerPlatform.instance(of: Instance.self) { _ in Instance() } !== made)
            }
            #expect(
                await Task.detached { PrimerPlatform.instance(of: Instance.self) { _ in Instance() } }.value !== made)
        }
    }

    @Test func theIOSLikeDefaultShowsCardsThroughTheSystemsPresenter() async {
        let device = SimulatedDevice(user: .answering(card: .later))
        let softAsk = SoftAsk(policy: PrimerPolicy(), environment: device.platformDefault())
        let outcome = await softAsk.run(Self.card)
        #expect(outcome.result == .later)
        #expect(device.trace.contains(.cardShown(campaignId: nil)))
    }

    @Test(arguments: [true, false])
    func withNothingToShowCardsAnAttemptSaysSoInsteadOfCancelling(iOSLike: Bool) async {
        let device = SimulatedDevice(user: .answering(card: .accept))
        let environment =
            iOSLike
            ? device.platformDefault(canShowCards: false)
            : PlatformEnvironment.composed(from: nil, hint: "bootstrap").with(store: device.environment.store)
        let diagnostics = LockedValue<[String]>([])
        var observed = environment
        observed.diagnostics = { diagnostic in diagnostics.withLock { $0.append(diagnostic.code) } }
        let softAsk = SoftAsk(policy: PrimerPolicy(), environment: observed)
        let outcome = await softAsk.run(Self.card)
        #expect(outcome.suppression == .presenterMissing)
        #expect(diagnostics.withLock { $0 } == ["presenter.missing"])
        #expect(device.promptsShown == 0)
    }

    @Test func withoutSystemPortsThePlatformGrantsNothingAndNamesWhatToConfigure() async {
        let environment = PlatformEnvironment.composed(from: nil, hint: PrimerPlatform.hint)
        await #expect(throws: NotificationSystemUnavailable(hint: PrimerPlatform.hint)) {
            try await environment.permissions.requestAuthorization(options: [.alert])
        }
        #expect(await environment.presenter.present(Self.card) == .presenterMissing)
    }
}
