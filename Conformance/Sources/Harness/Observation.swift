import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// What the suite saw the adapter and the simulated iOS do during one step.
struct Observation: Sendable {
    /// The attempt the driver returned, for present steps.
    var attempt: DriverAttempt?
    /// The system calls of the step, in order.
    var calls: [SystemCall]
    /// What the adapter reported during the step.
    var reports: [AdapterReport]
    /// The iOS status after the step.
    var status: AuthorizationStatus
    /// The throttle stamp on disk before and after the step (at the declared key), if readable.
    var stampBefore: Date?
    var stampAfter: Date?
    /// The step's first outcome event whose report carries its moment, and the stamp on disk then.
    var stampAtOutcome: (event: PrimerEventName, stamp: Date?)?
    /// The value under the declared display count key before and after the step (`nil`: none).
    var displayCountBefore: StoredValue?
    var displayCountAfter: StoredValue?
    /// Whether the step wrote the declared throttle key (with or without a period).
    var throttleKeyWritten = false
    /// How many times the step asked iOS for the authorization status.
    var statusReads = 0
    /// Whether status reads hung during the step (each need then asks again once the last read was dropped).
    var statusReadsHung = false

    var requests: [AuthorizationOptions] {
        calls.compactMap { if case let .requestAuthorization(options) = $0 { options } else { nil } }
    }

    var prompts: Int { calls.filter { if case .promptShown = $0 { true } else { false } }.count }
    var cardsShown: Int { calls.filter { if case .cardShown = $0 { true } else { false } }.count }
    var settingsOpened: Int { calls.filter { $0 == .settingsOpened }.count }
    var registrations: Int { calls.filter { $0 == .registerForRemoteNotifications }.count }
    /// Whether the step opened Settings and ended with the app still there (no return to the foreground
    /// after it): what the user changed in Settings reaches the app only on the next return.
    var leftInSettings: Bool {
        guard let opened = calls.lastIndex(of: .settingsOpened) else { return false }
        return calls[opened...].contains(.foreground) == false
    }
    var events: [PrimerEventName] { reports.compactMap(\.event) }

    /// The status reads a step may make: one for the first need, and one after each moment the status
    /// may have changed (a request, a return to the foreground, a new process).
    var statusReadsAllowed: Int {
        1
            + calls.filter {
                switch $0 {
                case .requestAuthorization, .foreground, .relaunch: true
                default: false
                }
            }.count
    }

    /// Whether a registration was asked for before the step's prompt was answered.
    var registeredBeforePrompt: Bool {
        guard let prompt = calls.firstIndex(where: { if case .promptShown = $0 { true } else { false } }),
            let register = calls.firstIndex(of: .registerForRemoteNotifications)
        else { return false }
        return register < prompt
    }
}

extension [SystemCall] {
    /// `request(alert,badge) prompt(allow)`, or `none`.
    var summary: String { isEmpty ? "none" : map(\.description).joined(separator: " ") }
}

extension [PrimerEventName] {
    /// `[in_app.displayed, push_primer.later_tapped]`.
    var summary: String { "[\(map(\.rawValue).joined(separator: ", "))]" }
}

extension [AuthorizationOptions] {
    /// `request(alert,badge) request(...)`, or `none`.
    var summary: String {
        isEmpty ? "none" : map { "request(\($0.names.joined(separator: ",")))" }.joined(separator: " ")
    }
}
