import Foundation

extension Int {
    /// `seconds` rounded toward zero, saturating at `.min` / `.max` beyond what `Int` holds (where
    /// `Int(_:)` traps), NaN reading as 0: clock values and stored numbers are labelled and compared
    /// with this, so no date or stored value can stop the suite.
    init(saturatingSeconds seconds: Double) {
        if seconds.isNaN {
            self = 0
        } else if seconds >= Double(Int.max) {
            self = .max
        } else if seconds <= Double(Int.min) {
            self = .min
        } else {
            self = Int(seconds)
        }
    }
}
