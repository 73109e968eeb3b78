@_spi(AdapterAuthoring) import PrimerCore

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

/// The app started. Persistent: once logged it satisfies its trigger for the rest of the session and
/// later logs are ignored; a campaign that needs only this event shows once per launch.
public struct AppStartEvent: Event {
    public init() {}
    /// `.appStart`.
    public var eventType: EventType { .appStart }
    /// `app_start`.
    public var name: String { "app_start" }
}

/// The user logged in.
public struct LoginSuccessfulEvent: Event {
    public init() {}
    /// `.loginSuccessful`.
    public var eventType: EventType { .loginSuccessful }
    /// `login_successful`.
    public var name: String { "login_successful" }
}

/// A purchase succeeded. Its details are set after creation, as in the vendor's API; they are kept for
/// the app's analytics and do not take part in trigger matching (the vendor matches predefined events by
/// name only).
public final class PurchaseSuccessfulEvent: Event {
    private struct Details {
        var purchaseAmountMicros = -1
        var numberOfItems = -1
        var currencyCode = "UNKNOWN"
        var itemList: [String] = []
    }

    private let details = LockedValue(Details())

    /// Creates the event with no details.
    public init() {}

    /// `.purchaseSuccessful`.
    public var eventType: EventType { .purchaseSuccessful }
    /// `purchase_successful`.
    public var name: String { "purchase_successful" }

    /// Sets the amount in millionths of the currency unit (the vendor's `purchaseAmountMicros`); returns
    /// the event, so setters chain as in the vendor's API.
    @discardableResult
    public func setPurchaseAmount(_ amount: Int) -> PurchaseSuccessfulEvent {
        details.withLock { $0.purchaseAmountMicros = amount }
        return self
    }

    /// Sets the number of items; returns the event.
    @discardableResult
    public func setNumberOfItems(_ count: Int) -> PurchaseSuccessfulEvent {
        details.withLock { $0.numberOfItems = count }
        return self
    }

    /// Sets the ISO 4217 currency code; returns the event.
    @discardableResult
    public func setCurrencyCode(_ code: String) -> PurchaseSuccessfulEvent {
        details.withLock { $0.currencyCode = code }
        return self
    }

    /// Sets the purchased items' identifiers; returns the event.
    @discardableResult
    public func setItemList(_ items: [String]) -> PurchaseSuccessfulEvent {
        details.withLock { $0.itemList = items }
        return self
    }

    /// The amount in millionths of the currency unit (`-1` when unset).
    public var purchaseAmountMicros: Int { details.withLock { $0.purchaseAmountMicros } }
    /// The number of items (`-1` when unset).
    public var numberOfItems: Int { details.withLock { $0.numberOfItems } }
    /// The currency code (`UNKNOWN` when unset).
    public var currencyCode: String { details.withLock { $0.currencyCode } }
    /// The purchased items.
    public var itemList: [String] { details.withLock { $0.itemList } }
}

/// An event named by the app, with attributes.
public struct CustomEvent: Event {
    /// The name as given (case-sensitive).
    public let name: String
    /// The attributes as given.
    public let customAttributes: [CustomAttribute]

    public init(withName name: String, withCustomAttributes attributes: [CustomAttribute]? = nil) {
        self.name = name
        customAttributes = attributes ?? []
    }

    /// `.custom`.
    public var eventType: EventType { .custom }
}

/// A logged event as matching sees it: a snapshot taken when it was logged.
@_spi(Fuzzing)
public struct LoggedEvent: Sendable, Hashable {
    let type: EventType
    let name: String
    let attributes: [String: CustomAttribute.Value]
    /// What makes two equal-looking events two: positive for the app's events, negative for those
    /// campaign buttons log (consuming one event must never remove its twin).
    let sequence: Int

    /// A snapshot of `event`, the `sequence`-th logged.
    public init(_ event: any Event, sequence: Int) {
        type = event.eventType
        name = event.name
        var attributes: [String: CustomAttribute.Value] = [:]
        for attribute in event.customAttributes { attributes[attribute.name] = attribute.value }
        self.attributes = attributes
        self.sequence = sequence
    }

    var isPersistent: Bool { type == .appStart }
}
