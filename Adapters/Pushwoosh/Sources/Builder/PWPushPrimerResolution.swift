import Foundation
import PrimerCore

/// A configuration turned into what is shown and how it behaves: the resolved card (every default and
/// precedence rule applied), the engine policy, and the issues found on the way. Pure and synchronous,
/// so every rule is tested on Linux.
///
/// Rules: empty accept/decline titles become ``PWPushPrimerDefaultTitles`` in the user's language ("Allow" /
/// "Not now" in English); an alert ignores position and every
/// visual setting; a local image wins over `imageURL`, which must be an absolute https URL without
/// whitespace; without either a sheet shows the default icon tinted with the accept colour (the app
/// icon first on the top banner); a gradient of two or more colours overrides the background colour (one colour is a solid
/// background, none is ignored); radii apply only when set and valid, and otherwise are the layout's own as the vendor's
/// sheet draws them (card 28 bottom, 22 top, 24 center; buttons 12 on the top banner, 16 on the others); the top
/// banner's decline button is filled (`tertiarySystemFill`, `label` text) where the other layouts' is bare; a tap
/// outside the card declines in every layout.
public struct PWPushPrimerResolution: Sendable {
    /// The resolved appearance and text.
    public let card: PWPushPrimerCard
    /// The engine policy: the vendor's primer rules as data.
    public let policy: PrimerPolicy
    /// What was wrong with the configuration, in setter order.
    public let issues: [PWPushPrimerIssue]

    /// The accept title used when none is set, in English (``PWPushPrimerDefaultTitles/accept`` has the
    /// other languages).
    public static let defaultAcceptButton = "Allow"
    /// The decline title used when none is set, in English (``PWPushPrimerDefaultTitles/decline`` has the
    /// other languages).
    public static let defaultDeclineButton = "Not now"

    /// Resolves `configuration`; unset button titles are the defaults for the first of
    /// `preferredLanguages` that has them (English when none has).
    public init(
        _ configuration: PWPushPrimerConfiguration,
        preferredLanguages: [String] = Locale.preferredLanguages
    ) {
        var issues: [PWPushPrimerIssue] = []
        let title = Self.text(configuration.title)
        let message = Self.text(configuration.message)
        if title == nil { issues.append(.emptyTitle(configuration.title)) }
        if message == nil { issues.append(.emptyMessage(configuration.message)) }
        let minInterval = configuration.minInterval
        if !minInterval.isFinite || minInterval < 0 { issues.append(.invalidMinInterval(minInterval)) }
        let appearance: PWPushPrimerCard.Appearance?
        let layout: PWPushPrimerCard.Layout
        switch configuration.style {
        case .alert:
            layout = .alert
            appearance = nil
        case .sheet:
            layout = .sheet(configuration.position)
            appearance = Self.appearance(configuration, position: configuration.position, issues: &issues)
        }
        card = PWPushPrimerCard(
            layout: layout, title: title ?? "", message: message ?? "",
            acceptButton: Self.text(configuration.acceptButton)
                ?? PWPushPrimerDefaultTitles.accept.resolved(preferredLanguages: preferredLanguages),
            declineButton: Self.text(configuration.declineButton)
                ?? PWPushPrimerDefaultTitles.decline.resolved(preferredLanguages: preferredLanguages),
            appearance: appearance)
        policy = PushwooshPolicy.make(fallbackToSettings: configuration.fallbackToSettings, minInterval: minInterval)
        self.issues = issues
    }

    /// Whether the card can be shown.
    public var isPresentable: Bool { !issues.contains { $0.blocksPresentation } }

    /// The core card a presenter receives, with ``card`` as its decoration.
    public var primerCard: PrimerCard {
        PrimerCard(
            title: card.title, message: card.message, acceptLabel: card.acceptButton,
            declineLabel: card.declineButton, decoration: card)
    }

    // MARK: Rules

    private static func text(_ value: String?) -> String? {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        return value
    }

    private static func appearance(
        _ configuration: PWPushPrimerConfiguration, position: PWPushPrimerPosition,
        issues: inout [PWPushPrimerIssue]
    ) -> PWPushPrimerCard.Appearance {
        let icon = self.icon(configuration, position: position, issues: &issues)
        let cornerRadius =
            radius(configuration.cornerRadius, field: "cornerRadius", issues: &issues)
            ?? defaultCornerRadius(position)
        let buttonCornerRadius =
            radius(configuration.buttonCornerRadius, field: "buttonCornerRadius", issues: &issues)
            ?? defaultButtonCornerRadius(position)
        return PWPushPrimerCard.Appearance(
            icon: icon, cornerRadius: cornerRadius, buttonCornerRadius: buttonCornerRadius,
            light: palette(configuration, position: position, scheme: .light),
            dark: palette(configuration, position: position, scheme: .dark),
            // The vendor's sheet fills the screen with a dimmed view carrying the tap recogniser in
            // every layout, the banner's too.
            backgroundTapDeclines: true)
    }

    private static func icon(
        _ configuration: PWPushPrimerConfiguration, position: PWPushPrimerPosition,
        issues: inout [PWPushPrimerIssue]
    ) -> PWPushPrimerCard.Icon {
        var remote: URL?
        if let text = configuration.imageURL {
            remote = httpsURL(text)
            if remote == nil { issues.append(.invalidImageURL(text)) }
        }
        if let image = configuration.image { return .image(image) }
        if let remote { return .remote(remote) }
        return .defaultIcon(prefersAppIcon: position == .top)
    }

    /// An absolute https URL with a host, or `nil`. Whitespace is refused outright rather than
    /// percent-encoded, because Foundation versions disagree on encoding it.
    static func httpsURL(_ text: String) -> URL? {
        guard !text.contains(where: { $0.isWhitespace || $0.isNewline }),
            let url = URL(string: text), url.scheme?.lowercased() == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    private static func radius(_ value: Double?, field: String, issues: inout [PWPushPrimerIssue]) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            issues.append(.invalidCornerRadius(field: field, value: value))
            return nil
        }
        return value
    }

    /// The card radius the vendor's sheet draws per layout (`PWPushPrimerViewController`'s `viewDidLoad`).
    private static func defaultCornerRadius(_ position: PWPushPrimerPosition) -> Double {
        switch position {
        case .bottom: 28
        case .top: 22
        case .center: 24
        }
    }

    /// The button radius per layout: the banner's compact buttons are 12, the stacked ones 16.
    private static func defaultButtonCornerRadius(_ position: PWPushPrimerPosition) -> Double {
        position == .top ? 12 : 16
    }

    private static func palette(
        _ configuration: PWPushPrimerConfiguration, position: PWPushPrimerPosition,
        scheme: PWPushPrimerColorScheme
    ) -> PWPushPrimerCard.Palette {
        func resolve(_ color: PWPushPrimerColor?, _ fallback: PWPushPrimerColor) -> PWPushPrimerRGBA {
            (color ?? fallback).resolved(for: scheme)
        }
        let gradient = (configuration.backgroundGradient ?? []).map { $0.resolved(for: scheme) }
        let background: PWPushPrimerCard.Background =
            switch gradient.count {
            case 0: .solid(resolve(configuration.backgroundColor, .systemBackground))
            case 1: .solid(gradient[0])
            default: .gradient(gradient)
            }
        let accept = resolve(configuration.acceptButtonColor, .systemBlue)
        // The banner's decline button is a filled pill beside the accept button; the stacked layouts'
        // is a bare text button under it.
        let banner = position == .top
        return PWPushPrimerCard.Palette(
            background: background,
            title: resolve(configuration.titleColor, .label),
            message: resolve(configuration.messageColor, .secondaryLabel),
            acceptButton: accept,
            acceptButtonText: resolve(configuration.acceptButtonTextColor, .white),
            declineButton: resolve(configuration.declineButtonColor, banner ? .tertiarySystemFill : .clear),
            declineButtonText: resolve(configuration.declineButtonTextColor, banner ? .label : .secondaryLabel),
            buttonBorder: configuration.buttonBorderColor?.resolved(for: scheme),
            iconTint: accept)
    }
}
