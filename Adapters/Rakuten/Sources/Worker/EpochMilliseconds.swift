import Foundation

extension Int64 {
    /// The milliseconds from 1970 to `date`, rounded toward zero. Beyond what `Int64` holds (about
    /// ±292 million years, where `Int64(_:)` traps) it saturates at `.min` / `.max`, so a clock set
    /// anywhere still compares with campaign end dates; a NaN time reads as 0.
    init(millisecondsSince1970 date: Date) {
        let milliseconds = date.timeIntervalSince1970 * 1000
        if milliseconds.isNaN {
            self = 0
        } else if milliseconds >= Double(Int64.max) {
            self = .max
        } else if milliseconds <= Double(Int64.min) {
            self = .min
        } else {
            self = Int64(milliseconds)
        }
    }
}
