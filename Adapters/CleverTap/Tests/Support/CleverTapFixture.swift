import CleverTapAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A simulated device with a CleverTap instance over it, recording every card shown and every answer
/// the permission delegate hears.
struct CleverTapFixture {
    let device: SimulatedDevice
    let cleverTap: CleverTap
    let cards: CardRecorder
    let delegate = DelegateRecorder()

    init(status: AuthorizationStatus = .notDetermined, user: ScriptedUser = ScriptedUser()) {
        device = SimulatedDevice(status: status, user: user)
        cards = CardRecorder(inner: device.environment.presenter)
        cleverTap = CleverTap(environment: device.environment.with(presenter: cards))
        cleverTap.setPushPermissionDelegate(delegate)
    }

    /// The platform whose `CleverTap.sharedInstance()` is this fixture's instance.
    private var platform: PlatformScope {
        let scope = PlatformScope(environment: cleverTap.environment)
        scope.install(cleverTap)
        return scope
    }

    /// Runs `sample` with this fixture's instance as `CleverTap.sharedInstance()`, then waits for it.
    func run(_ sample: () -> Void) async {
        await PrimerPlatform.withScope(platform) { sample() }
        await cleverTap.waitUntilIdle()
    }

    /// ``run(_:)`` for a sample isolated to the main actor, as an app's view controller and delegates are.
    func runOnMain(_ sample: @escaping @MainActor @Sendable () -> Void) async {
        await PrimerPlatform.withScope(platform) { await sample() }
        await cleverTap.waitUntilIdle()
    }

    /// The in-app of the first card shown.
    var firstInApp: CleverTapLocalInApp? { cards.all.first?.decoration as? CleverTapLocalInApp }
}

/// Answers through the device's scripted user, recording every card.
final class CardRecorder: CardPresenter {
    private let inner: any CardPresenter
    private let cards = ReportLog<PrimerCard>()

    init(inner: any CardPresenter) { self.inner = inner }

    func present(_ card: PrimerCard) async -> CardAnswer {
        cards.append(card)
        return await inner.present(card)
    }

    var all: [PrimerCard] { cards.all }
}

/// What a permission delegate heard, and whether on the main thread.
struct HeardAnswer: Sendable, Hashable, CustomStringConvertible {
    var accepted: Bool
    var onMainThread: Bool

    var description: String { "\(accepted)\(onMainThread ? " on main" : "")" }
}

/// A permission delegate that records each answer.
final class DelegateRecorder: CleverTapPushPermissionDelegate {
    nonisolated init() {}

    private let log = ReportLog<HeardAnswer>()

    func onPushPermissionResponse(_ accepted: Bool) {
        log.append(HeardAnswer(accepted: accepted, onMainThread: MainQueueProbe.isOnMainQueue))
    }

    nonisolated var heard: [HeardAnswer] { log.all }
}
