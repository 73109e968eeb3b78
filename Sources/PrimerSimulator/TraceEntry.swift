@_spi(AdapterAuthoring) import PrimerCore

/// One effect an app or its user could observe on a ``SimulatedDevice``, in the order it happened: the
/// device's ``DeviceTrace`` is a list of them.
public enum TraceEntry: Sendable, Hashable, CustomStringConvertible {
    /// A system-level call (requests and their options, registrations, Settings, cards, lifecycle).
    case system(SystemCall)
    /// A value the app wrote to its disk, as it reached the disk: the key and the value in the encoding
    /// the app chose (a stamp as `.double` seconds and the same stamp as `.int` are different entries).
    case stored(key: String, value: StoredValue)
    /// A key the app removed from its disk.
    case removed(key: String)
    /// A call into the app's code that a driver heard.
    case appCall(AppCall)
    /// An analytics event in the vendor's own shape; properties are rendered sorted by key.
    case analytics(name: String, properties: [String: String])
    /// A canonical event an adapter reported.
    case event(PrimerEventName)

    /// The entry's kind.
    public var kind: TraceKind {
        switch self {
        case .system: .system
        case .stored, .removed: .store
        case .appCall: .appCall
        case .analytics: .analytics
        case .event: .event
        }
    }

    /// One stable line for reports: the kind, then the entry (`system prompt(allow)`,
    /// `store set OS_HAS_PROMPTED = bool(true)`, `app onChange(true) @main`, `analytics shown {id=c1}`,
    /// `event in_app.displayed`).
    public var description: String {
        switch self {
        case let .system(call): "system \(call)"
        case let .stored(key, value): "store set \(key) = \(Self.render(value))"
        case let .removed(key): "store remove \(key)"
        case let .appCall(call): "app \(call)"
        case let .analytics(name, properties):
            properties.isEmpty
                ? "analytics \(name)"
                : "analytics \(name) {"
                    + properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
                    + "}"
        case let .event(name): "event \(name.rawValue)"
        }
    }

    /// A stored value with its encoding: `bool(true)`, `int(3)`, `double(1.5)`, `string("a")`, and data as
    /// its UTF-8 text when it is text (`data("{…}")`), else its bytes in hex.
    public static func render(_ value: StoredValue) -> String {
        switch value {
        case let .bool(bool): return "bool(\(bool))"
        case let .int(int): return "int(\(int))"
        case let .double(double): return "double(\(double))"
        case let .string(string): return "string(\(string.debugDescription))"
        case let .data(bytes):
            // Text when the bytes are UTF-8 (an encoded JSON document), else hex.
            let text = String(decoding: bytes, as: UTF8.self)
            if Array(text.utf8) == bytes { return "data(\(text.debugDescription))" }
            return "data(0x\(bytes.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()))"
        }
    }
}
