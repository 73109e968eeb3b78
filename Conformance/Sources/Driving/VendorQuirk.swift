/// A difference between what a vendor documents and what its shipping code does.
public struct VendorQuirk: Sendable, Hashable, Codable {
    /// A short name.
    public var summary: String
    /// What the documentation says (what this adapter does).
    public var documented: String
    /// What the vendor's shipping code does.
    public var shipping: String

    public init(summary: String, documented: String, shipping: String) {
        self.summary = summary
        self.documented = documented
        self.shipping = shipping
    }
}
