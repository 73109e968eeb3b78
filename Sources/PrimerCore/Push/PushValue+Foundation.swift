import Foundation

extension PushValue {
    /// Converts a Foundation value as found in a `userInfo` dictionary or `JSONSerialization` output.
    ///
    /// Lenient by design (custom keys are the app's business): `Date` becomes an ISO 8601 string, `Data`
    /// a base64 string, non-string dictionary keys their description, and anything else its
    /// description. Booleans are told apart from numbers, also when boxed in `NSNumber`. An array or
    /// dictionary nested deeper than JSON text may nest (512 levels, `value` itself counting as the
    /// first) reads as ``null``; ``PushPayload/init(userInfo:)`` refuses such a payload instead.
    @_spi(AdapterAuthoring) public init(foundation value: Any) {
        var cut = false
        self = Self.converting(value, depth: 1, cut: &cut)
    }

    /// The members of a `userInfo`-style dictionary, keyed by each key's string form. Arrays and
    /// dictionaries nested deeper than 512 levels (the dictionary counting as the first) read as
    /// ``null``, as in ``init(foundation:)``.
    @_spi(AdapterAuthoring) public static func members(of dictionary: [AnyHashable: Any]) -> [String: PushValue] {
        var cutKey: String?
        return members(of: dictionary, cutKey: &cutKey)
    }

    /// ``members(of:)``, setting `cutKey` to a key whose value nested too deeply (some of it read as
    /// ``null``), if any did.
    static func members(of dictionary: [AnyHashable: Any], cutKey: inout String?) -> [String: PushValue] {
        var members: [String: PushValue] = [:]
        for (key, value) in dictionary {
            let name = memberName(key)
            var cut = false
            members[name] = converting(value, depth: 2, cut: &cut)
            if cut { cutKey = name }
        }
        return members
    }

    /// Parses JSON text into a value; throws ``PushPayloadError/invalidJSON(_:)`` when it is not JSON.
    /// (PrimerCore's own reader, `PushPayloadJSONParser`: the values `JSONSerialization` plus
    /// ``init(foundation:)`` give, several times faster, and far faster than `Codable`.)
    @_spi(AdapterAuthoring) public init(json data: Data) throws(PushPayloadError) {
        self = try PushPayloadJSONParser.parse(data)
    }

    // MARK: Conversion

    /// Converts `root`, which sits at nesting level `depth` (a container there counts as that level),
    /// without recursion: the open containers wait on a heap stack, so no input's depth reaches the
    /// thread's stack (an iOS secondary thread has 512 KB). A container deeper than
    /// `PushPayloadJSONParser.maxDepth` becomes ``null`` and sets `cut`.
    static func converting(_ root: Any, depth: Int, cut: inout Bool) -> PushValue {
        guard case var .container(current) = shape(of: root) else { return leaf(root) }
        guard depth <= PushPayloadJSONParser.maxDepth else {
            cut = true
            return .null
        }
        var open: [FoundationContainer] = []
        while true {
            if let (key, child) = current.nextEntry() {
                switch shape(of: child) {
                case .leaf:
                    current.add(leaf(child), key: key)
                case let .container(container):
                    if depth + open.count + 1 > PushPayloadJSONParser.maxDepth {
                        cut = true
                        current.add(.null, key: key)
                    } else {
                        open.append(current)
                        current = container
                    }
                }
            } else {
                let finished = current.value
                guard var parent = open.popLast() else { return finished }
                parent.add(finished, key: parent.currentKey)
                current = parent
            }
        }
    }

    /// Whether `value` is an array or dictionary (its entries ready to walk) or a single value.
    private enum FoundationShape {
        case leaf
        case container(FoundationContainer)
    }

    /// Collections are cast first, and a value is never cast to a class (`NSNull`, `NSNumber`) before:
    /// on Linux that cast bridges a Swift array or dictionary to `NSArray`/`NSDictionary`, its whole
    /// depth at once and recursively, which alone overflowed a 512 KB stack at about 400 levels.
    private static func shape(of value: Any) -> FoundationShape {
        if let array = value as? [Any] { return .container(FoundationContainer(elements: array)) }
        if let dictionary = value as? [String: Any] {
            return .container(FoundationContainer(members: dictionary.map { ($0.key, $0.value) }))
        }
        if let dictionary = value as? [AnyHashable: Any] {
            return .container(FoundationContainer(members: dictionary.map { (memberName($0.key), $0.value) }))
        }
        return .leaf
    }

    /// A value that is not an array or dictionary.
    private static func leaf(_ value: Any) -> PushValue {
        switch value {
        case is NSNull:
            .null
        case let bool as Bool where type(of: value) == Bool.self:
            .bool(bool)
        case let int as Int where type(of: value) == Int.self:
            .int(int)
        case let double as Double where type(of: value) == Double.self:
            .double(double)
        case let string as String:
            .string(string)
        case let number as NSNumber:
            PushValue(number: number)
        case let date as Date:
            .string(ISO8601DateFormatter().string(from: date))
        case let data as Data:
            .string(data.base64EncodedString())
        default:
            .string(String(describing: value))
        }
    }

    private static func memberName(_ key: AnyHashable) -> String {
        (key.base as? String) ?? String(describing: key.base)
    }

    private init(number: NSNumber) {
        // `NSNumber` booleans report the `char` / `bool` encodings on every Foundation.
        let encoding = String(cString: number.objCType)
        if encoding == "c" || encoding == "B" {
            self = .bool(number.boolValue)
        } else if encoding == "f" || encoding == "d" {
            self = .double(number.doubleValue)
        } else if encoding == "Q" || encoding == "L", number.uint64Value > UInt64(Int.max) {
            // Unsigned beyond Int: `intValue` would wrap to a negative number.
            self = .double(number.doubleValue)
        } else {
            self = .int(number.intValue)
        }
    }
}

/// An array or dictionary of a Foundation value being converted: its entries in order, how far the
/// walk has got, and the values converted so far.
private struct FoundationContainer {
    /// `nil` for an array.
    private let keys: [String]?
    private let values: [Any]
    private var next = 0
    private var elements: [PushValue] = []
    private var members: [String: PushValue] = [:]

    init(elements: [Any]) {
        keys = nil
        values = elements
        self.elements.reserveCapacity(elements.count)
    }

    init(members: [(String, Any)]) {
        keys = members.map(\.0)
        values = members.map(\.1)
        self.members.reserveCapacity(members.count)
    }

    /// The next entry to convert (its key `nil` in an array), moving past it; `nil` when all are done.
    mutating func nextEntry() -> (key: String?, value: Any)? {
        guard next < values.count else { return nil }
        defer { next += 1 }
        return (keys?[next], values[next])
    }

    /// The key of the entry ``nextEntry()`` returned last.
    var currentKey: String? { keys?[next - 1] }

    /// Adds the converted value of the entry at `key` (an array's next element when `nil`); a later
    /// entry under a key already read (two keys with the same string form) replaces it.
    mutating func add(_ value: PushValue, key: String?) {
        if let key { members[key] = value } else { elements.append(value) }
    }

    /// The converted container.
    var value: PushValue { keys == nil ? .array(elements) : .object(members) }
}
