import Foundation
import PrimerCore

/// The resolved description of one Pushwoosh-style primer: every default and every precedence rule
/// already applied, colours resolved for light and dark mode. It is attached to the core `PrimerCard`
/// as its decoration; a presenter only renders it (the UIKit presenter on iOS, the simulator's scripted
/// user on Linux) and decides nothing.
public struct PWPushPrimerCard: CardDecoration, Hashable {
    /// How the card is laid out.
    public enum Layout: Sendable, Hashable {
        /// A system alert: title, message and two actions; position and every visual setting are ignored.
        case alert
        /// The custom sheet at a position (bottom sheet, top banner or centered dialog).
        case sheet(PWPushPrimerPosition)
    }

    /// The image shown by a sheet.
    public enum Icon: Sendable, Hashable {
        /// The local image (it wins over a URL).
        case image(PWPushPrimerImage)
        /// A remote https image, loaded by the presenter.
        case remote(URL)
        /// The built-in bell icon tinted with the palette's `iconTint`; on the top banner the app icon is
        /// preferred when the bundle has one.
        case defaultIcon(prefersAppIcon: Bool)
    }

    /// A card background.
    public enum Background: Sendable, Hashable {
        /// One colour.
        case solid(PWPushPrimerRGBA)
        /// A soft multi-colour gradient, in order.
        case gradient([PWPushPrimerRGBA])
    }

    /// Every colour of a sheet for one interface style.
    public struct Palette: Sendable, Hashable {
        /// The card background (a gradient overrides the background colour).
        public var background: Background
        /// Title text.
        public var title: PWPushPrimerRGBA
        /// Message text.
        public var message: PWPushPrimerRGBA
        /// Accept button background.
        public var acceptButton: PWPushPrimerRGBA
        public var acceptButtonText: PWPushPrimerRGBA
        /// Decline button background.
        public var declineButton: PWPushPrimerRGBA
        public var declineButtonText: PWPushPrimerRGBA
        /// Border of both buttons, or `nil` for no border.
        public var buttonBorder: PWPushPrimerRGBA?
        /// Tint of the default icon: the accept button colour.
        public var iconTint: PWPushPrimerRGBA
    }

    /// What a sheet looks like; absent for ``Layout/alert``.
    public struct Appearance: Sendable, Hashable {
        /// The image, or the default icon.
        public var icon: Icon
        /// Corner radius of the card, in points.
        public var cornerRadius: Double
        /// Corner radius of both buttons, in points.
        public var buttonCornerRadius: Double
        /// Colours in light mode.
        public var light: Palette
        /// Colours in dark mode.
        public var dark: Palette
        /// Whether a tap on the dimmed background outside the card declines (every layout, as shipped).
        public var backgroundTapDeclines: Bool

        /// The colours for `scheme`.
        public func palette(for scheme: PWPushPrimerColorScheme) -> Palette {
            scheme == .light ? light : dark
        }
    }

    public var layout: Layout
    /// The headline.
    public var title: String
    /// The explanation.
    public var message: String
    /// The accept button's title.
    public var acceptButton: String
    /// The decline button's title.
    public var declineButton: String
    /// The sheet's appearance; `nil` for an alert, which the system draws.
    public var appearance: Appearance?
}
