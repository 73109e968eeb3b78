import Foundation
import PrimerCore

/// What the declared behaviour predicts for one step: the outcome of an attempt, the system calls and
/// the canonical events, before filtering by what the adapter declares it reports.
struct Expectation: Sendable, Hashable {
    /// The attempt's result, for steps that present the primer.
    var result: PrimerResult?
    /// The suppression reason, for suppressed attempts.
    var suppression: SuppressionReason?
    /// Whether the step includes an explicit accept (a card accept, or the call of a card-less adapter).
    var accepted = false
    /// Whether a card reaches the screen.
    var cardShown = false
    /// How many cards are handed to the screen (each with its `in_app.displayed`, also one that then
    /// fails to present or is left on screen by a killed process): what a declared display count adds.
    var cardsHandedToScreen = 0
    /// Whether the store refuses every write in the step (scripted), so nothing the adapter stores moves.
    var storeRefusesWrites = false
    /// The system requests, with their options, in order.
    var requests: [AuthorizationOptions] = []
    /// How many system prompts show (0 or 1).
    var prompts = 0
    /// How many times the app's notification settings open.
    var settingsOpened = 0
    /// Registrations the policy requires in this step.
    var registrations = 0
    /// Whether a registration the policy does not require is tolerated (re-registering at launch or on
    /// a foreground while delivery is allowed, as Apple recommends).
    var toleratesExtraRegistration = false
    /// The canonical events in order (all of them; the comparison keeps the declared ones).
    var events: [PrimerEventName] = []
    /// The status when the step started.
    var startStatus: AuthorizationStatus
    /// The status at the end of the step.
    var endStatus: AuthorizationStatus
    /// Whether this step writes the throttle stamp.
    var stampWritten = false
    /// The stamp the model holds after the step.
    var stamp: Date?
    /// Whether this step ends a process (the stamp must survive it).
    var relaunched = false
    /// Why the model expects this outcome (the decision table's row, or the throttle), for failures.
    var because: String?

    init(startStatus: AuthorizationStatus) {
        self.startStatus = startStatus
        endStatus = startStatus
    }

    /// `result`, with the suppression reason when there is one.
    var resultDescription: String {
        guard let result else { return "no attempt" }
        let outcome = suppression.map { "\(result.rawValue)(\($0.rawValue))" } ?? result.rawValue
        return because.map { "\(outcome), because \($0)" } ?? outcome
    }
}
