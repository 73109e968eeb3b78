/// Something the app logs with ``RInAppMessaging/logEvent(_:)``; campaign triggers match on it.
///
/// Contract: ``eventType`` and ``name`` never change; ``customAttributes`` is read once, when the event
/// is logged (later changes to a mutable event do not affect what was logged).
public protocol Event: Sendable {
    /// The kind of event.
    var eventType: EventType { get }
    /// The name triggers match on (`app_start`, `login_successful`, `purchase_successful`, or the
    /// custom name as given).
    var name: String { get }
    /// The attributes trigger conditions compare against (empty for predefined events, as in the vendor).
    var customAttributes: [CustomAttribute] { get }
}

extension Event {
    /// Predefined events carry no attributes.
    public var customAttributes: [CustomAttribute] { [] }
}
