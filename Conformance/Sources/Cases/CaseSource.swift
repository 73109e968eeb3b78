/// Where a ``VendorCase``'s expectation comes from.
public enum CaseSource: Sendable, Hashable, CustomStringConvertible {
    /// The vendor's documentation or shipping code: a page, or a repository file with its commit and
    /// `file:line` (`OneSignal/OneSignal-iOS-SDK@<commit> iOS_SDK/…/OSNotificationsManager.m:412`).
    case vendor(String)
    /// A decision the adapter declares where the vendor is silent or differs: the row of the adapter's
    /// FIDELITY.md that states it.
    case declared(fidelityRow: String)

    public var description: String {
        switch self {
        case let .vendor(where_): where_
        case let .declared(row): "declared: FIDELITY \(row)"
        }
    }
}
