import Foundation
import PrimerCore

extension InAppPushPrimer {
    /// The content of one push-primer card, as an operator authored it in an in-app campaign with render
    /// type `push_primer` (build it yourself, or decode it with `init(campaignJSON:)`).
    ///
    /// The value also serves as the card's `CardDecoration`, so a presenter that knows it can draw the
    /// image and icon.
    public struct Config: Sendable, Hashable, CardDecoration {
        /// The in-app campaign the card belongs to; every emitted event carries it as `campaignId`.
        public var campaignId: String
        /// The card's headline.
        public var title: String
        /// What the user gets from notifications.
        public var body: String
        /// The accept button ("Turn on notifications").
        public var allowButtonLabel: String
        /// The decline button ("Not right now").
        public var laterButtonLabel: String
        /// An optional illustration (campaign JSON only accepts `https`).
        public var imageUrl: URL?
        /// An optional icon name.
        public var icon: String?
        /// How many days "Not right now" or a dismiss keeps the card away; 7 when the campaign says nothing.
        public var cooldownDays: Int

        /// The cooldown used when the campaign does not set one.
        public static let defaultCooldownDays = 7
        /// The longest cooldown a campaign may set (a year): anything longer is an authoring mistake that
        /// would silently retire the primer, so `init(campaignJSON:)` refuses it.
        public static let maximumCooldownDays = 365

        /// Creates a config; the optional parts default to none and a 7-day cooldown.
        public init(
            campaignId: String, title: String, body: String, allowButtonLabel: String,
            laterButtonLabel: String, imageUrl: URL? = nil, icon: String? = nil,
            cooldownDays: Int = Config.defaultCooldownDays
        ) {
            self.campaignId = campaignId
            self.title = title
            self.body = body
            self.allowButtonLabel = allowButtonLabel
            self.laterButtonLabel = laterButtonLabel
            self.imageUrl = imageUrl
            self.icon = icon
            self.cooldownDays = cooldownDays
        }

        /// The vendor-neutral card a `CardPresenter` shows for this config (decorated with the config).
        public var card: PrimerCard {
            PrimerCard(
                campaignId: campaignId, title: title, message: body, acceptLabel: allowButtonLabel,
                declineLabel: laterButtonLabel, decoration: self)
        }
    }
}
