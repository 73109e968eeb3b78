/// What a presenter shows: the vendor-neutral content of a primer card.
///
/// Vendors with richer cards (styles, colours, images) attach their resolved description as
/// ``decoration``; a platform presenter that knows the type renders it, any other shows the text.
public struct PrimerCard: Sendable {
    /// The campaign the card belongs to, if any.
    public var campaignId: String?
    /// The headline.
    public var title: String
    /// The explanation of what the user gets.
    public var message: String
    /// The accept button's label.
    public var acceptLabel: String
    /// The decline button's label.
    public var declineLabel: String
    /// Vendor-specific resolved appearance, if any.
    public var decoration: (any CardDecoration)?

    public init(
        campaignId: String? = nil, title: String, message: String, acceptLabel: String,
        declineLabel: String, decoration: (any CardDecoration)? = nil
    ) {
        self.campaignId = campaignId
        self.title = title
        self.message = message
        self.acceptLabel = acceptLabel
        self.declineLabel = declineLabel
        self.decoration = decoration
    }
}
