extension TriggerAttribute {
    /// The condition's value as trigger matching reads it: parsed as its declared type, `nil` when it does
    /// not parse as one (or the type is `invalid`). A Boolean is `true` or `false` in any letter case
    /// only (the vendor's matcher: `Bool(value.lowercased())`), so `"1"` satisfies no Boolean condition.
    var matchingValue: CustomAttribute.Value? {
        switch type {
        case .boolean: Bool(value.lowercased()).map(CustomAttribute.Value.bool)
        default: typedValue
        }
    }

    /// The value a campaign button's trigger logs when the button re-logs it as a custom event: parsed as
    /// its declared type, `nil` (left out of the event) when it does not parse. A Boolean is converted as
    /// the vendor converts it for re-logging: `true` / `false` in any letter case, and also the numbers 1
    /// and 0 (`Bool(exactly:)` on the number, so `"2"` is left out). Matching reads ``matchingValue``.
    var typedValue: CustomAttribute.Value? {
        switch type {
        case .string: .string(value)
        case .integer: Int(value).map(CustomAttribute.Value.int)
        case .double: Double(value).map(CustomAttribute.Value.double)
        case .boolean: Self.loggedBool(value).map(CustomAttribute.Value.bool)
        case .timeInMilliseconds: Int(value).map(CustomAttribute.Value.timeInMilliseconds)
        case .invalid: nil
        }
    }

    /// `true` / `false` in any letter case, or a whole number that is exactly 1 or 0.
    static func loggedBool(_ value: String) -> Bool? {
        if let flag = Bool(value.lowercased()) { return flag }
        switch Int(value) {
        case 1?: return true
        case 0?: return false
        default: return nil
        }
    }
}
