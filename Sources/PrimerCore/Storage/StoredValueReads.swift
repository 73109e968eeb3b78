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
                    "key '\(key)' holds \(other), not a finite number; read as no value"))
            return nil
        }
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
