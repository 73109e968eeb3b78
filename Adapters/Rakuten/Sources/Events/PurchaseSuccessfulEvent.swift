@_spi(AdapterAuthoring) import PrimerCore

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
