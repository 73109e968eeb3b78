/// A delegate-style receiver of ``PushEvent``s. ``PushEventRouter`` holds it weakly: it stops receiving
/// events when it is released, without unregistering.
///
/// Contract: ``pushEventRouter(_:didRoute:)`` is called synchronously, once per event, in the order the
/// router delivers events. It may post further events (they are delivered after the current one
/// reaches every observer) and may add or remove observers.
@_spi(AdapterAuthoring) public protocol PushEventObserver: AnyObject, Sendable {
    /// Receives one event.
    func pushEventRouter(_ router: PushEventRouter, didRoute event: PushEvent)
}
