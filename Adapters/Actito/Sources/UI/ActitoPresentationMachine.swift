import Foundation

/// The presentation of one notification as a state machine: presenter events in, delegate callbacks
/// out, in the documented order whatever the presenter reports (duplicates, late failures and events
/// after the end are dropped).
///
/// ```
/// idle ──start──▶ presenting ──presented──▶ presented ──dismissed──▶ finished
///                      │  (willPresent)          │  (didPresent)        (didFinish)
///                      └──failed / dismissed / end of stream──▶ finished (didFailToPresent)
/// ```
/// While presented, link taps emit `didClickURL` and a chosen action is handed back to be run (its own
/// callbacks come before `didFinishPresentingNotification`).
struct ActitoPresentationMachine {
    enum State: Hashable {
        case idle, presenting, presented, finished
    }

    /// What one input produced.
    struct Step: Hashable {
        var events: [ActitoPushUIEvent] = []
        /// An action the user chose, to run before the next input.
        var action: ActitoNotification.Action?
        /// What went wrong or was dropped (a failure reason, an out-of-order event), for diagnostics.
        var note: String?
    }

    let notification: ActitoNotification
    private(set) var state = State.idle

    init(notification: ActitoNotification) {
        self.notification = notification
    }

    /// Starts: `willPresentNotification`, before the presenter is asked to show anything.
    mutating func start() -> [ActitoPushUIEvent] {
        guard state == .idle else { return [] }
        state = .presenting
        return [.willPresentNotification(notification)]
    }

    /// Feeds one presenter event.
    mutating func handle(_ event: ActitoPresentationEvent) -> Step {
        switch (state, event) {
        case (.idle, _), (.finished, _):
            return Step(note: "event \(event) after the presentation ended")
        case (.presenting, .presented):
            state = .presented
            return Step(events: [.didPresentNotification(notification)])
        case let (.presenting, .failed(reason)):
            state = .finished
            return Step(events: [.didFailToPresentNotification(notification)], note: "presentation failed: \(reason)")
        case (.presenting, .dismissed):
            state = .finished
            return Step(
                events: [.didFailToPresentNotification(notification)],
                note: "dismissed before it was presented")
        case (.presenting, .clickedURL), (.presenting, .choseAction):
            // The user cannot tap what is not on screen: the presenter skipped `presented`.
            state = .presented
            var step = handle(event)
            step.events.insert(.didPresentNotification(notification), at: 0)
            return step
        case (.presented, .presented):
            return Step(note: "presented twice")
        case let (.presented, .failed(reason)):
            // Exactly one of didPresent / didFailToPresent: a late failure waits for the dismissal.
            return Step(note: "failure after presentation: \(reason)")
        case let (.presented, .clickedURL(url)):
            return Step(events: [.didClickURL(url, notification)])
        case let (.presented, .choseAction(action)):
            guard notification.actions.contains(action) else {
                return Step(note: "action '\(action.label)' is not one of the notification's actions")
            }
            return Step(action: action)
        case (.presented, .dismissed):
            state = .finished
            return Step(events: [.didFinishPresentingNotification(notification)])
        }
    }

    /// The presenter's stream ended: close whatever is still open.
    mutating func streamEnded() -> [ActitoPushUIEvent] {
        switch state {
        case .idle, .finished:
            return []
        case .presenting:
            state = .finished
            return [.didFailToPresentNotification(notification)]
        case .presented:
            state = .finished
            return [.didFinishPresentingNotification(notification)]
        }
    }

    /// Ends a presentation that never reached the presenter (no presenter, content refused).
    mutating func fail() -> [ActitoPushUIEvent] {
        guard state == .presenting else { return [] }
        state = .finished
        return [.didFailToPresentNotification(notification)]
    }

    /// Ends a presentation that completed without UI of its own (a `URLScheme` notification handed to
    /// the system): presented, then finished.
    mutating func completeWithoutUI() -> [ActitoPushUIEvent] {
        guard state == .presenting else { return [] }
        state = .finished
        return [.didPresentNotification(notification), .didFinishPresentingNotification(notification)]
    }
}
