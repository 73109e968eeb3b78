/// A campaign trigger: an event (by type and name) and conditions on its attributes.
@_spi(Fuzzing)
public struct Trigger: Sendable, Hashable, Codable {
    /// The trigger kind; only ``CampaignTriggerType/event`` triggers can be satisfied.
    public var type: CampaignTriggerType
    /// Which kind of event satisfies it.
    public var eventType: EventType
    /// The custom event's name (for predefined event types the vendor matches on the type's name).
    public var eventName: String
    /// Conditions one event must all satisfy.
    public var attributes: [TriggerAttribute]

    public init(
        type: CampaignTriggerType = .event, eventType: EventType, eventName: String,
        attributes: [TriggerAttribute] = []
    ) {
        self.type = type
        self.eventType = eventType
        self.eventName = eventName
        self.attributes = attributes
    }

    private enum CodingKeys: String, CodingKey { case type, eventType, eventName, attributes }

    /// Decodes a trigger; every field is required (`attributes` too, even empty), as in the vendor. Names
    /// and values are kept exactly as sent (the vendor lower-cases them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(CampaignTriggerType.self, forKey: .type)
        eventType = try container.decode(EventType.self, forKey: .eventType)
        eventName = try container.decode(String.self, forKey: .eventName)
        attributes = try container.decodeBounded(
            [TriggerAttribute].self, forKey: .attributes, limit: WireLimits.maxAttributes)
    }

    /// The event name that satisfies this trigger: the custom name for custom events, the predefined
    /// event's name otherwise (the vendor ignores `eventName` for predefined types).
    var matchingEventName: String {
        eventType == .custom ? eventName : eventType.predefinedName ?? eventName
    }
}

/// One condition of a trigger: `event[name] <operator> value`, with `value` parsed per `type`.
@_spi(Fuzzing)
public struct TriggerAttribute: Sendable, Hashable, Codable {
    /// The attribute name.
    public var name: String
    /// The comparison value as sent (always a string on the wire).
    public var value: String
    /// How `value` is parsed and which operators apply.
    public var type: AttributeType
    /// The comparison.
    public var `operator`: AttributeOperator

    public init(name: String, value: String, type: AttributeType, operator: AttributeOperator) {
        self.name = name
        self.value = value
        self.type = type
        self.operator = `operator`
    }
}

/// An `Int`-backed wire enum. As in the vendor's decoders, a number outside the enum rejects the value
/// (and so the whole ping); `invalid` (0) is the backend's own "none" and decodes.
@_spi(Fuzzing)
public protocol WireEnum: RawRepresentable<Int>, Codable {
    /// The backend's "none" (raw value 0): never satisfied, never shown.
    static var invalid: Self { get }
}

extension WireEnum {
    /// Decodes the raw number; a number the enum does not have is a decoding error naming the field.
    public init(from decoder: any Decoder) throws { self = try Self(wireNumberFrom: decoder) }

    public func encode(to encoder: any Encoder) throws { try encodeWireNumber(to: encoder) }
}

extension RawRepresentable where RawValue == Int {
    init(wireNumberFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(Int.self)
        guard let value = Self(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown value \(raw)")
        }
        self = value
    }

    func encodeWireNumber(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The trigger kind on the wire.
@_spi(Fuzzing)
public enum CampaignTriggerType: Int, Sendable, Hashable, WireEnum {
    /// The backend's "none": never satisfied.
    case invalid = 0
    /// An event trigger.
    case event = 1
}

/// The event kinds on the wire.
public enum EventType: Int, Sendable, Hashable, CaseIterable, Codable {
    /// The backend's "none": never satisfied.
    case invalid = 0
    /// ``AppStartEvent``.
    case appStart = 1
    /// ``LoginSuccessfulEvent``.
    case loginSuccessful = 2
    /// ``PurchaseSuccessfulEvent``.
    case purchaseSuccessful = 3
    /// ``CustomEvent``.
    case custom = 4
    /// A tooltip's target view appeared.
    case viewAppeared = 100

    /// The name a predefined event is logged under (`app_start`, ...); `nil` for custom and invalid.
    public var predefinedName: String? {
        switch self {
        case .appStart: "app_start"
        case .loginSuccessful: "login_successful"
        case .purchaseSuccessful: "purchase_successful"
        case .viewAppeared: "view_appeared"
        case .custom, .invalid: nil
        }
    }

    /// Decodes the raw number, as the wire enums do: a number the SDK does not know rejects the ping.
    public init(from decoder: any Decoder) throws { self = try Self(wireNumberFrom: decoder) }

    public func encode(to encoder: any Encoder) throws { try encodeWireNumber(to: encoder) }
}

/// The value types of custom attributes.
@_spi(Fuzzing)
public enum AttributeType: Int, Sendable, Hashable, CaseIterable, WireEnum, CustomStringConvertible {
    /// The backend's "none": never satisfied.
    case invalid = 0
    /// A string.
    case string = 1
    /// An integer.
    case integer = 2
    /// A floating-point number.
    case double = 3
    /// A Boolean.
    case boolean = 4
    /// A time in milliseconds (compared with a 1000 ms tolerance).
    case timeInMilliseconds = 5

    public var description: String {
        switch self {
        case .invalid: "invalid"
        case .string: "string"
        case .integer: "integer"
        case .double: "double"
        case .boolean: "boolean"
        case .timeInMilliseconds: "timeInMilliseconds"
        }
    }
}

/// The eight comparison operators (plus `invalid`).
@_spi(Fuzzing)
public enum AttributeOperator: Int, Sendable, Hashable, CaseIterable, WireEnum, CustomStringConvertible {
    /// The backend's "none": never satisfied.
    case invalid = 0
    /// EQUALS.
    case equals = 1
    /// IS_NOT_EQUAL.
    case isNotEqual = 2
    /// GREATER_THAN.
    case greaterThan = 3
    /// LESS_THAN.
    case lessThan = 4
    /// IS_BLANK.
    case isBlank = 5
    /// IS_NOT_BLANK.
    case isNotBlank = 6
    /// MATCHES_REGEX.
    case matchesRegex = 7
    /// DOES_NOT_MATCH_REGEX.
    case doesNotMatchRegex = 8

    /// The dashboard's spelling (`EQUALS`, ...).
    public var description: String {
        switch self {
        case .invalid: "INVALID"
        case .equals: "EQUALS"
        case .isNotEqual: "IS_NOT_EQUAL"
        case .greaterThan: "GREATER_THAN"
        case .lessThan: "LESS_THAN"
        case .isBlank: "IS_BLANK"
        case .isNotBlank: "IS_NOT_BLANK"
        case .matchesRegex: "MATCHES_REGEX"
        case .doesNotMatchRegex: "DOES_NOT_MATCH_REGEX"
        }
    }
}
