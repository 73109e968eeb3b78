import Foundation

extension KeyValueStore {
    /// Reads a finite number stored as `.double` or `.int`; anything else (another type, NaN, infinity)
    /// reads as `nil` and is reported to `diagnostics`.
    @_spi(AdapterAuthoring) public func finiteDouble(forKey key: String, diagnostics: DiagnosticsHandler? = nil)
        -> Double?
    {
        switch value(forKey: key) {
        case nil:
            return nil
        case let .double(number) where number.isFinite:
            return number
        case let .int(number):
            return Double(number)
        case let other?:
            diagnostics?(
                Diagnostic(
                    .warning, code: "store.corruptValue",
                    "key '\(key)' holds \(other.diagnosticSummary), not a finite number; read as no value"))
            return nil
        }
    }

    /// Reads an integer as the vendors' SDKs read one from `UserDefaults` (`integerForKey:`, an
    /// `NSNumber`'s `longLongValue`), so a count another SDK wrote survives whichever number type the
    /// platform's Foundation hands back: ``StoredValue/int(_:)``; ``StoredValue/double(_:)`` when whole
    /// and in range (`41.0` is 41); ``StoredValue/bool(_:)`` as 1 or 0 (a boolean is an `NSNumber` on
    /// Apple platforms). Anything else (a fraction, a string, data) reads as `nil` and is reported.
    @_spi(AdapterAuthoring) public func integer(forKey key: String, diagnostics: DiagnosticsHandler? = nil) -> Int? {
        guard let stored = value(forKey: key) else { return nil }
        guard let number = stored.integerReading else {
            report(key, stored, "an integer", diagnostics)
            return nil
        }
        return number
    }

    /// Reads a flag as `UserDefaults.bool(forKey:)` reads one, which is how the vendors' SDKs read theirs:
    /// ``StoredValue/bool(_:)``; a number, `true` unless it is 0 (the `NSNumber` 1 another SDK or platform
    /// wrote); a string, `true` for `true`, `YES` and `1` and `false` for `false`, `NO` and `0` (any
    /// case). Anything else (another string, data) reads as `nil` and is reported.
    @_spi(AdapterAuthoring) public func flag(forKey key: String, diagnostics: DiagnosticsHandler? = nil) -> Bool? {
        switch value(forKey: key) {
        case nil: return nil
        case let .bool(flag): return flag
        case let .int(number): return number != 0
        case let .double(number): return number != 0
        case let .string(text) where ["true", "yes", "1"].contains(text.lowercased()): return true
        case let .string(text) where ["false", "no", "0"].contains(text.lowercased()): return false
        case let other?:
            report(key, other, "a flag", diagnostics)
            return nil
        }
    }

    private func report(_ key: String, _ value: StoredValue, _ expected: String, _ diagnostics: DiagnosticsHandler?) {
        diagnostics?(
            Diagnostic(
                .warning, code: "store.corruptValue",
                "key '\(key)' holds \(value.diagnosticSummary), not \(expected); read as no value"))
    }

    /// Reads a date stored as seconds since 1970 (see ``setDate(_:forKey:)``), rejecting values that are
    /// not finite numbers or lie more than `maximumFuture` seconds after `now` (a corrupt value or a clock
    /// that was moved back a long way). Rejected values read as `nil` and are reported.
    @_spi(AdapterAuthoring) public func date(
        forKey key: String, now: Date, maximumFuture: TimeInterval,
        diagnostics: DiagnosticsHandler? = nil
    ) -> Date? {
        guard let seconds = finiteDouble(forKey: key, diagnostics: diagnostics) else { return nil }
        let date = Date(timeIntervalSince1970: seconds)
        guard date.timeIntervalSince(now) <= maximumFuture else {
            diagnostics?(
                Diagnostic(
                    .warning, code: "store.dateInFuture",
                    "key '\(key)' holds \(date), further ahead of now (\(now)) than \(maximumFuture)s; read as no value"
                ))
            return nil
        }
        return date
    }

    /// Stores a date as seconds since 1970, the representation ``date(forKey:now:maximumFuture:diagnostics:)`` reads.
    @_spi(AdapterAuthoring) public func setDate(_ date: Date, forKey key: String) throws(StoreError) {
        try setValue(.double(date.timeIntervalSince1970), forKey: key)
    }
}

extension StoredValue {
    /// The integer ``KeyValueStore/integer(forKey:diagnostics:)`` reads this value as: an integer; a whole
    /// double in range; a Boolean as 1 or 0; `nil` for anything else (a model of an adapter's count uses it
    /// to predict what the adapter reads).
    @_spi(AdapterAuthoring) public var integerReading: Int? {
        switch self {
        case let .int(number): number
        case let .double(number): Int(exactly: number)
        case let .bool(flag): flag ? 1 : 0
        case .string, .data: nil
        }
    }

    /// How many Unicode scalars of a string, or bytes of data, ``diagnosticSummary`` quotes.
    static let diagnosticPrefixLength = 24

    /// The value as a diagnostic quotes it, short whatever the value's size: its type, and a string's
    /// UTF-8 length and first 24 scalars (escaped) or the data's length and first 24 bytes in hex. A
    /// corrupt or hostile stored value may be megabytes, and a wrong-typed one is reported on every read.
    @_spi(AdapterAuthoring) public var diagnosticSummary: String {
        switch self {
        case let .bool(flag): return "the Boolean \(flag)"
        case let .int(number): return "the integer \(number)"
        case let .double(number): return "the number \(number)"
        case let .string(text):
            // Scalars, not characters: one character may be any number of combining scalars long.
            let head = String(text.unicodeScalars.prefix(Self.diagnosticPrefixLength))
            let more = text.unicodeScalars.dropFirst(Self.diagnosticPrefixLength).isEmpty ? "" : "…"
            return "a string of \(text.utf8.count) UTF-8 bytes, \(head.debugDescription)\(more)"
        case let .data(bytes):
            let head = bytes.prefix(Self.diagnosticPrefixLength).map { String(format: "%02x", $0) }.joined()
            let more = bytes.count > Self.diagnosticPrefixLength ? "…" : ""
            return "\(bytes.count) bytes of data, 0x\(head)\(more)"
        }
    }
}
