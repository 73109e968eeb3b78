import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A simulated device plus an engine over it that records every event, for engine tests.
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

    /// A fresh engine, as a newly launched process would build one.
    func engine() -> SoftAsk {
        SoftAsk(policy: policy, environment: device.environment, events: events.append)
    }

    var eventNames: [PrimerEventName] { events.all.map(\.name) }
}
