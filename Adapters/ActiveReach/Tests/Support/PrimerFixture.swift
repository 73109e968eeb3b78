import ActiveReachAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator

/// One emitter call as the app received it, with the property values spelled as text.
struct EmittedEvent: Sendable, Hashable, CustomStringConvertible {
    let name: String
    let properties: [String: String]
    /// Whether every property value was a `String`, `Int` or `Bool`, as the primer promises.
    let valuesAreScalars: Bool

    var description: String { "\(name)\(properties.sorted { $0.key < $1.key })" }
}

/// A simulated device, the events its primers emitted, and a way to build primers over it (a relaunch is
/// a fresh primer over the same device).
struct PrimerFixture {
    let device: SimulatedDevice
    let emitted = ReportLog<EmittedEvent>()

    static let config = InAppPushPrimer.Config(
        campaignId: "campaign_123", title: "Stay in the loop", body: "Order updates and back-in-stock alerts.",
        allowButtonLabel: "Turn on notifications", laterButtonLabel: "Not right now")

    init(status: AuthorizationStatus = .notDetermined, user: ScriptedUser = ScriptedUser()) {
        device = SimulatedDevice(status: status, user: user)
    }

    /// An emitter that records into ``emitted``.
    var emitter: InAppPushPrimer.EventEmitter {
        { [emitted] name, properties in
            let scalars = properties.values.allSatisfy { $0 is String || $0 is Int || $0 is Bool }
            emitted.append(
                EmittedEvent(
                    name: name, properties: properties.mapValues { "\($0)" },
                    valuesAreScalars: scalars))
        }
    }

    /// A primer over the device, as a freshly launched app builds one.
    func primer(store: (any KeyValueStore)? = nil) -> InAppPushPrimer {
        InAppPushPrimer(emit: emitter, environment: device.environment, store: store)
    }

    /// The names emitted so far, emptying the log.
    func takeNames() -> [String] { emitted.drain().map(\.name) }

    /// The system calls so far, spelled as the simulator spells them.
    var trace: [String] { device.trace.map(\.description) }

    /// A user's action on the card, made through the fire-and-forget calls.
    enum Tap { case display, allow, later, dismiss }

    /// Makes `taps` back to back with the seed's synchronous button handlers (no awaiting in between, like
    /// fast fingers), then waits for all of their work; returns the names emitted, emptying the log.
    func tap(_ taps: [Tap], on primer: InAppPushPrimer) async -> [String] {
        let buttons = SampleCardButtons(primer: primer, config: Self.config)
        let display: () -> Void = { primer.displayed(config: Self.config) }
        for tap in taps {
            switch tap {
            case .display: display()
            case .allow: buttons.onAllow()
            case .later: buttons.onLater()
            case .dismiss: buttons.onDismiss()
            }
        }
        await primer.waitUntilIdle()
        return takeNames()
    }
}
