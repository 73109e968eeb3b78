import Foundation

/// How ``UserDefaultsStore`` spells a ``StoredValue`` as a property-list object, the way the vendors'
/// SDKs write their keys (`set(_:forKey:)` of a `Bool`, an `Int`, a `Double`, a `String` or `Data`), and
/// how it reads what they, earlier versions of this package and anyone else left under a key.
enum PropertyListSpelling {
    /// What `object`, found under a key, reads as:
    /// - a boolean (`CFBoolean` on Apple platforms, `Bool` on Linux) is `.bool`, an integer `NSNumber`
    ///   `.int`, a floating-point one `.double` (unreadable when not finite or, for an unsigned one, above
    ///   `Int.max`);
    /// - a `String` is `.string`; a `Date` is `.double`, its seconds since 1970;
    /// - `Data` holding the JSON record earlier versions of this package wrote (one member named `bool`,
    ///   `int`, `double`, `string` or `data`, see `StoredValueRecord`) is that record's value, and other
    ///   `Data` is `.data`;
    /// - anything else (an array, a dictionary) is unreadable.
    static func entry(for object: Any) -> StoredEntry {
        if let text = object as? String { return .readable(.string(text)) }
        if let data = object as? Data { return entry(for: data) }
        if let date = object as? Date { return .readable(.double(date.timeIntervalSince1970)) }
        if let number = object as? NSNumber { return entry(for: number, isBoolean: isBoolean(object, number)) }
        return .unreadable(reason: "a \(type(of: object)), which is not a property-list scalar")
    }

    /// `Data` as written by the vendor or by this store: a legacy record's value, or the bytes.
    static func entry(for data: Data) -> StoredEntry {
        StoredValueRecord.isRecordShaped(data) ? StoredEntry.decode(data) : .readable(.data([UInt8](data)))
    }

    private static func entry(for number: NSNumber, isBoolean: Bool) -> StoredEntry {
        if isBoolean { return .readable(.bool(number.boolValue)) }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "f"), UInt8(ascii: "d"):
            let double = number.doubleValue
            guard double.isFinite else { return .unreadable(reason: "\(double) is not a finite number") }
            return .readable(.double(double))
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
            guard let integer = Int(exactly: number.uint64Value) else {
                return .unreadable(reason: "\(number.uint64Value) is larger than the largest integer")
            }
            return .readable(.int(integer))
        default:
            guard let integer = Int(exactly: number.int64Value) else {
                return .unreadable(reason: "\(number.int64Value) is outside the integer range")
            }
            return .readable(.int(integer))
        }
    }

    /// Whether a number is a boolean. Apple's Foundation hands out `CFBoolean` for one (which also casts
    /// to `Int`, so the type is what tells); Linux's hands out a Swift `Bool`, and no integer casts to it.
    private static func isBoolean(_ object: Any, _ number: NSNumber) -> Bool {
        #if canImport(Darwin)
        return CFGetTypeID(number) == CFBooleanGetTypeID()
        #else
        return object is Bool
        #endif
    }

    /// Writes `value` under `key` as a property-list object of its own type. Data whose bytes would read
    /// as a legacy record (see `entry(for:)`) is written as the record of those bytes, so it reads
    /// back as written; `value` must have been validated.
    static func write(_ value: StoredValue, forKey key: String, to defaults: UserDefaults) throws(StoreError) {
        switch value {
        case let .bool(flag): defaults.set(flag, forKey: key)
        case let .int(number): defaults.set(number, forKey: key)
        case let .double(number): defaults.set(number, forKey: key)
        case let .string(text): defaults.set(text, forKey: key)
        case let .data(bytes):
            let data = Data(bytes)
            if StoredValueRecord.isRecordShaped(data) {
                defaults.set(try value.encodedRecord(forKey: key), forKey: key)
            } else {
                defaults.set(data, forKey: key)
            }
        }
    }
}
