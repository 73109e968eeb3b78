import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A simulated device and a policy whose soft asks record every event, for engine tests.
struct EngineFixture {
    let device: SimulatedDevice
    let events = ReportLog<PrimerEvent>()
    let policy: PrimerPolicy

    static let card = PrimerCard(
        campaignId: "c1", title: "Title", message: "Message", acceptLabel: "Allow",
        declineLabel: "Later")
    static let cooldown = ThrottlePolicy(
        kind: .cooldown(days: 7), stampedOn: [.later, .dismissed],
        storageKey: "test.cooldown")

    init(
        status: AuthorizationStatus = .notDetermined, user: ScriptedUser = ScriptedUser(),
        policy: PrimerPolicy = PrimerPolicy()
    ) {
        device = SimulatedDevice(status: status, user: user)
        self.policy = policy
    }

    /// The policy's view of the device's engine (the running process's), recording every event.
    func softAsk() -> SoftAsk {
        SoftAsk(policy: policy, environment: device.environment, events: events.append)
    }

    var eventNames: [PrimerEventName] { events.all.map(\.name) }
}
