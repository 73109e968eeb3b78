import PrimerConformance
import PrimerCore
import PrimerSimulator

/// What one adapter did in one scenario's measured step, as seen from outside: the simulated system's
/// trace, the adapter's public reports, its disk and the final status.
package struct CellObservation: Sendable, Hashable, Codable {
    /// A primer card reached the screen.
    package var cardShown: Bool
    /// The system prompt appeared and how the user answered it (`nil`: no prompt).
    package var prompt: SystemPromptAnswer?
    /// How many times `requestAuthorization` was called (with or without a prompt).
    package var requests: Int
    /// The app's notification settings were opened.
    package var settingsOpened: Bool
    /// How many times APNs registration was asked for.
    package var registrations: Int
    /// The canonical meaning of the answer the adapter gave the app.
    package var result: PrimerResult
    /// The adapter's own words for it.
    package var vendorOutcome: String
    /// Everything the adapter reported, in order: the canonical event (when one applies) and its own form.
    package var adapterReports: [AdapterReport]
    /// What the adapter wrote to or removed from the app's disk.
    package var persisted: [StoreChange]
    /// The permission status at the end.
    package var endStatus: AuthorizationStatus
    /// The system-level calls of the measured step (`card(-)`, `request(...)`, `prompt(allow)`, ...).
    package var trace: [String]
    /// The adapter has no card (``AdapterCapabilities/softAskCard`` unclaimed): the attempt is the app's
    /// own "enable notifications" call, so the scenario's card answer never reached anyone.
    package var cardless: Bool = false
    /// Which Settings page the measured step opened (the last, if several), `nil` when none.
    package var settingsDestination: SettingsDestination? = nil

    /// The canonical events among the adapter's reports, in order.
    package var events: [PrimerEventName] { adapterReports.compactMap(\.event) }

    /// Every report in the adapter's own form, in order.
    package var reports: [String] { adapterReports.map(\.vendorForm) }

    /// Whether the attempt registered with APNs.
    package var registered: Bool { registrations > 0 }

    /// The part of the behaviour that is vendor-neutral: what two adapters must share to "behave the
    /// same" for the app and its users (vendor spellings and storage keys aside).
    package var behaviour: Behaviour {
        Behaviour(
            cardShown: cardShown, prompt: prompt, requested: requests > 0, settingsOpened: settingsOpened,
            registered: registered, result: result, events: events, persists: !persisted.isEmpty,
            endStatus: endStatus)
    }

    /// The vendor-neutral behaviour of a cell.
    package struct Behaviour: Sendable, Hashable {
        /// See ``CellObservation/cardShown``.
        package var cardShown: Bool
        /// See ``CellObservation/prompt``.
        package var prompt: SystemPromptAnswer?
        /// Whether the system request was sent.
        package var requested: Bool
        /// See ``CellObservation/settingsOpened``.
        package var settingsOpened: Bool
        /// See ``CellObservation/registered``.
        package var registered: Bool
        /// See ``CellObservation/result``.
        package var result: PrimerResult
        /// See ``CellObservation/events``.
        package var events: [PrimerEventName]
        /// Whether anything was written to disk.
        package var persists: Bool
        /// See ``CellObservation/endStatus``.
        package var endStatus: AuthorizationStatus
    }
}
