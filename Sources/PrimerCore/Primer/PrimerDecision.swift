/// What `SoftAskEngine/decide()` concluded.
@_spi(AdapterAuthoring) public enum PrimerDecision: Sendable, Hashable {
    /// The card may be shown to a user in `status`.
    case show(status: AuthorizationStatus)
    /// The card must not be shown.
    case suppress(SuppressionReason, status: AuthorizationStatus)

    /// Whether the card may be shown.
    public var shows: Bool {
        if case .show = self { return true }
        return false
    }
}
