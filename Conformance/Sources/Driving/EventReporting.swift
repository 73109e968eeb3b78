import PrimerCore

/// How one canonical event reaches the app.
public struct EventReporting: Sendable, Hashable, Codable {
    /// The canonical event.
    public var event: PrimerEventName
    /// The vendor's form (`emit("in_app.displayed", ["campaignId": ...])`, `outcome .accepted`, ...).
    public var vendorForm: String

    public init(_ event: PrimerEventName, _ vendorForm: String) {
        self.event = event
        self.vendorForm = vendorForm
    }
}
