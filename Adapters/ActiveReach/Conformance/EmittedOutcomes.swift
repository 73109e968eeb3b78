import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The outcome events the app's emitter heard, in order: how the sample app learns how a card ended, since
/// the fire-and-forget actions return nothing.
final class EmittedOutcomes: Sendable {
    private struct Heard {
        let name: String
        let settingsOpened: Bool
        let error: String?
    }

    private let heard = LockedValue<[Heard]>([])

    /// One emitter call; only the events that end a card are kept.
    func heard(_ name: String, _ properties: [String: Any]) {
        guard Self.outcomeNames.contains(name) else { return }
        let event = Heard(
            name: name, settingsOpened: properties["settingsOpened"] as? Bool == true,
            error: properties["error"] as? String)
        heard.withLock { $0.append(event) }
    }

    /// Where the next tap's outcome starts.
    func mark() -> Int { heard.withLock { $0.count } }

    /// The first outcome emitted after `mark`, as the app reads it: the event, its `settingsOpened` flag and
    /// its `error` (the Settings app that could not open leaves the user denied; any other error is a
    /// request that failed).
    func outcome(since mark: Int) -> DriverAttempt {
        guard let event = heard.withLock({ $0.dropFirst(mark).first }) else {
            return .suppressedWithoutReason(
                vendorOutcome: "no outcome emitted",
                because: "ActiveReach emits nothing for an attempt the engine suppressed")
        }
        let result: PrimerResult =
            switch event.name {
            case PrimerEventName.permissionGranted.rawValue: .granted
            case PrimerEventName.laterTapped.rawValue: .later
            case PrimerEventName.dismissed.rawValue: .dismissed
            default:
                if event.settingsOpened {
                    .redirectedToSettings
                } else if let error = event.error, error != PrimerFailure.settingsUnavailable.reason {
                    .failed
                } else {
                    .denied
                }
            }
        let vendorOutcome = event.settingsOpened ? "\(event.name) (settingsOpened)" : event.name
        return DriverAttempt(result: result, vendorOutcome: vendorOutcome, suppression: nil)
    }

    private static let outcomeNames: Set<String> = [
        PrimerEventName.permissionGranted.rawValue, PrimerEventName.permissionDenied.rawValue,
        PrimerEventName.laterTapped.rawValue, PrimerEventName.dismissed.rawValue,
    ]
}
