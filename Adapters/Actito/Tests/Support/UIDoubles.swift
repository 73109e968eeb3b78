import ActitoAdapter
import Foundation
import PrimerConformance
import PrimerCore

/// A presenter that plays a scripted presentation and answers every action step with `stepResult`.
@MainActor
final class ScriptedPresenter: ActitoPushUIPresenter {
    var script: [ActitoPresentationEvent]
    var stepResult: ActitoActionStepResult
    /// When set, events are yielded from a task off the main actor (as a UIKit callback might be).
    var yieldsOffMainActor = false
    private(set) var presented: [String] = []
    private(set) var performed: [ActitoActionStep] = []
    /// The delegate's callbacks at the moment `present` was called.
    private(set) var callbacksBeforePresent: [String]?
    weak var observedDelegate: RecordingUIDelegate?

    init(
        _ script: [ActitoPresentationEvent] = [.presented, .dismissed], stepResult: ActitoActionStepResult = .completed
    ) {
        self.script = script
        self.stepResult = stepResult
    }

    func present(_ notification: ActitoNotification) -> AsyncStream<ActitoPresentationEvent> {
        presented.append(notification.id)
        callbacksBeforePresent = observedDelegate?.calls
        let (stream, continuation) = AsyncStream.makeStream(of: ActitoPresentationEvent.self)
        let events = script
        if yieldsOffMainActor {
            Task.detached {
                for event in events { continuation.yield(event) }
                continuation.finish()
            }
        } else {
            for event in events { continuation.yield(event) }
            continuation.finish()
        }
        return stream
    }

    func perform(_ step: ActitoActionStep) async -> ActitoActionStepResult {
        performed.append(step)
        return stepResult
    }

    /// The steps that opened a URL (system or in-app browser).
    var openedURLs: [URL] {
        performed.compactMap {
            switch $0 {
            case let .openURL(url), let .openInAppBrowser(url): url
            default: nil
            }
        }
    }
}

/// Records every push-UI callback: its name, whether it ran on the main queue, and action errors.
@MainActor
final class RecordingUIDelegate: ActitoPushUIDelegate {
    private(set) var calls: [String] = []
    private(set) var onMainQueue: [Bool] = []
    private(set) var errors: [ActitoPushUIError?] = []
    private(set) var urls: [URL] = []

    private func record(_ name: String) {
        calls.append(name)
        onMainQueue.append(MainQueueProbe.isOnMainQueue)
    }

    func actito(_ actito: ActitoPushUI, willPresentNotification notification: ActitoNotification) {
        record("willPresentNotification")
    }

    func actito(_ actito: ActitoPushUI, didPresentNotification notification: ActitoNotification) {
        record("didPresentNotification")
    }

    func actito(_ actito: ActitoPushUI, didFinishPresentingNotification notification: ActitoNotification) {
        record("didFinishPresentingNotification")
    }

    func actito(_ actito: ActitoPushUI, didFailToPresentNotification notification: ActitoNotification) {
        record("didFailToPresentNotification")
    }

    func actito(_ actito: ActitoPushUI, didClickURL url: URL, in notification: ActitoNotification) {
        urls.append(url)
        record("didClickURL")
    }

    func actito(
        _ actito: ActitoPushUI, willExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {
        record("willExecuteAction")
    }

    func actito(
        _ actito: ActitoPushUI, didExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {
        record("didExecuteAction")
    }

    func actito(
        _ actito: ActitoPushUI, didNotExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {
        record("didNotExecuteAction")
    }

    func actito(
        _ actito: ActitoPushUI, didFailToExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification, error: (any Error)?
    ) {
        errors.append(error as? ActitoPushUIError)
        record("didFailToExecuteAction")
    }

    func actito(
        _ actito: ActitoPushUI, shouldPerformSelectorWithURL url: URL, in action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {
        urls.append(url)
        record("shouldPerformSelectorWithURL")
    }
}

/// Notifications and actions for the UI tests.
enum UIFixture {
    static let reply = ActitoNotification.Action(type: ActitoNotification.Action.Kind.callback.rawValue, label: "Reply")
    static let alert = ActitoNotification(
        id: "n-1", type: ActitoNotification.Kind.alert.rawValue, title: "Sale",
        message: "50% off", actions: [reply])

    static func action(_ kind: ActitoNotification.Action.Kind, _ target: String?) -> ActitoNotification.Action {
        ActitoNotification.Action(type: kind.rawValue, label: "\(kind)", target: target)
    }

    static func notification(_ kind: ActitoNotification.Kind, content: String? = nil) -> ActitoNotification {
        ActitoNotification(
            id: "n-\(kind)", type: kind.rawValue, message: "Hello",
            content: content.map { [.init(type: "re.notifica.content.URL", data: .string($0))] } ?? [])
    }
}
