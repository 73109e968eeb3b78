import Foundation

/// The serialized form of one ``StoredValue`` shared by the file and UserDefaults stores: a JSON object
/// with exactly one key naming the type, e.g. `{"double": 1767225600}`, `{"string": "x"}`,
/// `{"data": "AQI="}` (base64). Naming the type keeps `true`, `1` and `1.0` apart on every platform.
struct StoredValueRecord: Codable, Equatable {
    var value: StoredValue

    init(_ value: StoredValue) { self.value = value }

    private enum Tag: String, CodingKey {
        case bool, int, double, string, data
    }

    /// Whether `data` is a JSON object with exactly one member, named after a type: what
    /// ``UserDefaultsStore`` wrote under every key before it wrote property-list values, and still reads.
    /// Whether the member holds a value of that type is for the decoding to tell.
    static func isRecordShaped(_ data: Data) -> Bool {
        // Cheap refusal first: every record starts with `{` (the encoder writes no leading space).
        guard data.first == UInt8(ascii: "{"),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object.count == 1,
            let name = object.keys.first
        else { return false }
        return Tag(rawValue: name) != nil
    }

    /// Why a record could not be read, as a short sentence for diagnostics.
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Tag.self)
        let tags = container.allKeys
        guard tags.count == 1, let tag = tags.first else {
            throw Unreadable(
                description: "expected exactly one of bool, int, double, string, data; found "
                    + (tags.isEmpty ? "none" : tags.map(\.stringValue).sorted().joined(separator: ", ")))
        }
        do {
            switch tag {
            case .bool: value = .bool(try container.decode(Bool.self, forKey: tag))
            case .int: value = .int(try container.decode(Int.self, forKey: tag))
            case .string: value = .string(try container.decode(String.self, forKey: tag))
            case .double:
                let number = try container.decode(Double.self, forKey: tag)
                guard number.isFinite else { throw Unreadable(description: "\(number) is not a finite number") }
                value = .double(number)
            case .data:
                let text = try container.decode(String.self, forKey: tag)
                guard let bytes = Data(base64Encoded: text) else {
                    throw Unreadable(description: "'\(text.prefix(40))' is not base64")
                }
                value = .data([UInt8](bytes))
            }
        } catch let error as Unreadable {
            throw error
        } catch {
            throw Unreadable(description: "'\(tag.stringValue)' does not hold a \(tag.stringValue) value")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Tag.self)
        switch value {
        case let .bool(flag): try container.encode(flag, forKey: .bool)
        case let .int(number): try container.encode(number, forKey: .int)
        case let .double(number): try container.encode(number, forKey: .double)
        case let .string(text): try container.encode(text, forKey: .string)
        case let .data(bytes): try container.encode(Data(bytes).base64EncodedString(), forKey: .data)
        }
    }
}

/// One key's record as read from storage: readable, or unreadable with the reason (reported, never thrown).
enum StoredEntry: Decodable {
    case readable(StoredValue)
    case unreadable(reason: String)

    init(from decoder: any Decoder) {
        do {
            self = .readable(try StoredValueRecord(from: decoder).value)
        } catch {
            self = .unreadable(reason: "\(error)")
        }
    }

    /// Decodes one record from `data`; anything that is not a record is unreadable.
    static func decode(_ data: Data) -> StoredEntry {
        (try? JSONDecoder().decode(StoredEntry.self, from: data)) ?? .unreadable(reason: "not a JSON record")
    }

    /// The value, or `nil` after reporting why `key` could not be read.
    func value(forKey key: String, in storage: String, diagnostics: DiagnosticsHandler) -> StoredValue? {
        switch self {
        case let .readable(value):
            return value
        case let .unreadable(reason):
            diagnostics(
                Diagnostic(
                    .warning, code: "store.corruptValue",
                    "key '\(key)' in \(storage) is unreadable (\(reason)); read as no value"))
            return nil
        }
    }
}

extension StoredValue {
    /// Refuses values no store can hold faithfully: non-finite numbers (JSON and property lists have
    /// no spelling for them, and a NaN stamp would compare false with every date).
    func validate(forKey key: String) throws(StoreError) {
        if case let .double(number) = self, !number.isFinite {
            throw StoreError.invalidValue(key: key, reason: "\(number) is not a finite number")
        }
    }

    /// The record's JSON bytes.
    func encodedRecord(forKey key: String) throws(StoreError) -> Data {
        try validate(forKey: key)
        do {
            return try JSONEncoder().encode(StoredValueRecord(self))
        } catch {
            throw StoreError.invalidValue(key: key, reason: "cannot be encoded: \(error)")
        }
    }
}
