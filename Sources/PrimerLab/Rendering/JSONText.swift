import Foundation

/// Pretty, key-sorted JSON for the reports' documents (stable output for diffs and tests).
enum JSONText {
    /// `object` as JSON text. Every value the documents use is a string, number, Bool, array,
    /// dictionary or `NSNull`, so serialization cannot fail.
    static func render(_ object: [String: Any]) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// `value`, or an explicit JSON `null`, so every key is always there.
    static func nullable(_ value: String?) -> Any { value ?? NSNull() }
}
