extension TriggerAttribute {
    /// The condition's value read as its declared type (`nil` when it does not parse as one, or the type
    /// is `invalid`): what trigger matching compares against, and what a campaign button's trigger logs,
    /// as the vendor logs button triggers with typed attributes.
    public var typedValue: CustomAttribute.Value? {
        switch type {
        case .string: .string(value)
        case .integer: Int(value).map(CustomAttribute.Value.int)
        case .double: Double(value).map(CustomAttribute.Value.double)
        case .boolean: Bool(value.lowercased()).map(CustomAttribute.Value.bool)
        case .timeInMilliseconds: Int(value).map(CustomAttribute.Value.timeInMilliseconds)
        case .invalid: nil
        }
    }
}
