import PrimerCore

/// A push the adapter documents, with what the app hears when it arrives: the declared side of the
/// conformance suite's push-event checks (``AdapterCapabilities/pushEvents``).
///
/// Declare at least one payload of the vendor's own (``recognised`` `true`) and one from another sender
/// (`false`, the "unknown notification" callbacks), each with the exact ``AdapterReport/vendorForm``s the
/// driver reports for it, in order.
public struct PushSample: Sendable, Hashable, Codable {
    /// A short name for reports (`opened Actito notification`).
    public var name: String
    /// The push as the system hands it over.
    public var delivery: PushDelivery
    /// Whether the payload is the vendor's own (`false`: it must reach the unknown-notification callbacks).
    public var recognised: Bool
    /// The vendor forms the app hears for it, in order.
    public var reports: [String]
    /// What the app hears when the user dismisses this notification instead (the system's dismiss
    /// action, ``PushDelivery/dismissActionIdentifier``, on its payload); nothing by default.
    public var dismissedReports: [String]
    /// The codes of the diagnostics the device receives while it is delivered, in order (none by
    /// default): a push the adapter drops or cannot read is reported, never lost silently.
    public var diagnostics: [String]
    /// The options it is shown with when it arrives in the foreground, when the vendor forces them for
    /// this payload (`[]` for a push it never shows); `nil`: the app's presentation options, whatever
    /// the app configured (`NotificationOptions.presentation`).
    public var foregroundPresentation: PresentationOptions?

    public init(
        name: String, delivery: PushDelivery, recognised: Bool, reports: [String], dismissedReports: [String] = [],
        diagnostics: [String] = [], foregroundPresentation: PresentationOptions? = nil
    ) {
        self.name = name
        self.delivery = delivery
        self.recognised = recognised
        self.reports = reports
        self.dismissedReports = dismissedReports
        self.diagnostics = diagnostics
        self.foregroundPresentation = foregroundPresentation
    }
}
