import Foundation

/// Everything set on a builder, as given (nothing validated yet). The defaults are the vendor's:
/// `.alert`, `.bottom`, settings fallback on, no throttle, every visual setting unset (native defaults).
public struct PWPushPrimerConfiguration: Sendable, Hashable {
    /// Alert or sheet.
    public var style: PWPushPrimerStyle = .alert
    /// Sheet position.
    public var position: PWPushPrimerPosition = .bottom
    /// Headline (required).
    public var title: String?
    /// Explanation (required).
    public var message: String?
    /// Accept button title; "Allow" when unset or empty.
    public var acceptButton: String?
    /// Decline button title; "Not now" when unset or empty.
    public var declineButton: String?
    /// Local image (wins over ``imageURL``).
    public var image: PWPushPrimerImage?
    /// Remote image URL as given (must be https).
    public var imageURL: String?
    /// Card background colour.
    public var backgroundColor: PWPushPrimerColor?
    /// Card background gradient (overrides ``backgroundColor``).
    public var backgroundGradient: [PWPushPrimerColor]?
    /// Title text colour.
    public var titleColor: PWPushPrimerColor?
    /// Message text colour.
    public var messageColor: PWPushPrimerColor?
    /// Accept button background (also tints the default icon).
    public var acceptButtonColor: PWPushPrimerColor?
    /// Accept button text colour.
    public var acceptButtonTextColor: PWPushPrimerColor?
    /// Decline button background.
    public var declineButtonColor: PWPushPrimerColor?
    /// Decline button text colour.
    public var declineButtonTextColor: PWPushPrimerColor?
    /// Card corner radius; the layout's own when unset.
    public var cornerRadius: Double?
    /// Button corner radius; the layout's own when unset.
    public var buttonCornerRadius: Double?
    /// Border colour of both buttons; no border when unset.
    public var buttonBorderColor: PWPushPrimerColor?
    /// Whether a denied user sees the card and is sent to Settings on accept (`true`) or sees nothing.
    public var fallbackToSettings = true
    /// Minimum seconds between two shows; `0` means no throttle.
    public var minInterval: TimeInterval = 0

    /// The vendor defaults.
    public init() {}
}
