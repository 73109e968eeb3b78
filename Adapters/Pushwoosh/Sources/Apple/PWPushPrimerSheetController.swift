#if canImport(UIKit) && (os(iOS) || os(visionOS))
import PrimerCore
// @preconcurrency: the iOS 17 SDK declares the accessibility traits (`.header`) as mutable C globals,
// which Swift 6 rejects although nothing writes them.
@preconcurrency import UIKit

/// The custom sheet: draws a resolved ``PWPushPrimerCard`` (bottom sheet, top banner or centered dialog)
/// and reports which button was tapped. Colours follow light and dark mode through dynamic `UIColor`s
/// built from the card's two palettes.
@MainActor final class PWPushPrimerSheetController: UIViewController {
    private let card: PWPushPrimerCard
    private let appearance: PWPushPrimerCard.Appearance
    private let answer: @MainActor @Sendable (CardAnswer) -> Void
    private let container = UIView()
    private let gradient = CAGradientLayer()
    private let iconView = UIImageView()

    init(card: PWPushPrimerCard, answer: @escaping @MainActor @Sendable (CardAnswer) -> Void) {
        self.card = card
        self.appearance =
            card.appearance
            ?? PWPushPrimerCard.Appearance(
                icon: .defaultIcon(prefersAppIcon: false), cornerRadius: 20,
                buttonCornerRadius: 12, light: Self.fallbackPalette, dark: Self.fallbackPalette,
                backgroundTapDeclines: true)
        self.answer = answer
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        // A dissolve, never a slide: nothing moves, so the sheet needs no Reduce Motion variant.
        modalTransitionStyle = .crossDissolve
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private static let fallbackPalette = PWPushPrimerCard.Palette(
        background: .solid(PWPushPrimerColor.systemBackground.light), title: PWPushPrimerColor.label.light,
        message: PWPushPrimerColor.secondaryLabel.light, acceptButton: PWPushPrimerColor.systemBlue.light,
        acceptButtonText: PWPushPrimerColor.white.light, declineButton: PWPushPrimerColor.clear.light,
        declineButtonText: PWPushPrimerColor.secondaryLabel.light, buttonBorder: nil,
        iconTint: PWPushPrimerColor.systemBlue.light)

    private func dynamic(_ pick: @escaping @Sendable (PWPushPrimerCard.Palette) -> PWPushPrimerRGBA?) -> UIColor? {
        let (light, dark) = (appearance.light, appearance.dark)
        guard let lightColor = pick(light), let darkColor = pick(dark) else { return nil }
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor.uiColor : lightColor.uiColor }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let position: PWPushPrimerPosition = if case let .sheet(placed) = card.layout { placed } else { .bottom }
        // As shipped: every layout dims the screen, and the bottom sheet runs edge to edge with its top
        // corners rounded.
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        if appearance.backgroundTapDeclines {
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped(_:))))
        }
        container.layer.cornerRadius = appearance.cornerRadius
        container.layer.cornerCurve = .continuous
        if position == .bottom { container.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner] }
        container.clipsToBounds = true
        container.backgroundColor = dynamic { palette in
            if case let .solid(color) = palette.background { color } else { nil }
        }
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        container.layer.insertSublayer(gradient, at: 0)
        container.translatesAutoresizingMaskIntoConstraints = false
        // VoiceOver stays inside the card while it shows; its escape gesture dismisses (accessibilityPerformEscape).
        container.accessibilityViewIsModal = true
        view.addSubview(container)

        let title = label(card.title, font: .preferredFont(forTextStyle: .headline), color: { $0.title })
        title.accessibilityTraits.insert(.header)
        let accept = button(
            card.acceptButton, fill: { $0.acceptButton }, text: { $0.acceptButtonText },
            action: #selector(acceptTapped))
        let decline = button(
            card.declineButton, fill: { $0.declineButton }, text: { $0.declineButtonText },
            action: #selector(declineTapped))
        let message = label(card.message, font: .preferredFont(forTextStyle: .subheadline), color: { $0.message })
        let stack: UIStackView
        if position == .top {
            // The banner: decline then accept side by side, under the text, as a notification's actions.
            let buttons = UIStackView(arrangedSubviews: [decline, accept])
            buttons.axis = .horizontal
            buttons.distribution = .fillEqually
            buttons.spacing = 10
            stack = UIStackView(arrangedSubviews: [iconView, title, message, buttons])
        } else {
            stack = UIStackView(arrangedSubviews: [iconView, title, message, accept, decline])
        }
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        configureIcon(size: Self.iconSize(position, hero: appearance.icon.isHero), position: position)

        let guide = view.safeAreaLayoutGuide
        var constraints = [
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
        ]
        switch position {
        case .bottom:
            constraints += [
                stack.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                container.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
        case .top, .center:
            constraints += [
                stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20),
                container.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 15),
                container.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -15),
                position == .top
                    ? container.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8)
                    : container.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// The icon's side as shipped: the banner's 40, the center dialog's 64 (a hero image 88), the bottom
    /// sheet's 72 (a hero image 104).
    private static func iconSize(_ position: PWPushPrimerPosition, hero: Bool) -> CGFloat {
        switch position {
        case .top: 40
        case .center: hero ? 88 : 64
        case .bottom: hero ? 104 : 72
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gradient.frame = container.bounds
        let palette = appearance.palette(for: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
        if case let .gradient(colors) = palette.background { gradient.colors = colors.map(\.uiColor.cgColor) }
    }

    private func label(
        _ text: String, font: UIFont,
        color: @escaping @Sendable (PWPushPrimerCard.Palette) -> PWPushPrimerRGBA
    ) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = dynamic(color)
        // Text styles plus this flag: the text follows Dynamic Type while the sheet shows.
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    private func button(
        _ title: String, fill: @escaping @Sendable (PWPushPrimerCard.Palette) -> PWPushPrimerRGBA,
        text: @escaping @Sendable (PWPushPrimerCard.Palette) -> PWPushPrimerRGBA, action: Selector
    ) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityLabel = title
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.titleLabel?.numberOfLines = 0
        button.titleLabel?.textAlignment = .center
        button.setTitleColor(dynamic(text), for: .normal)
        button.backgroundColor = dynamic(fill)
        button.layer.cornerRadius = appearance.buttonCornerRadius
        if let border = dynamic({ $0.buttonBorder }) {
            button.layer.borderWidth = 1
            button.layer.borderColor = border.resolvedColor(with: traitCollection).cgColor
        }
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        button.addTarget(self, action: action, for: .touchUpInside)
        return button
    }

    private func configureIcon(size: CGFloat, position: PWPushPrimerPosition) {
        // Decorative: VoiceOver reads the title and message, not the bell.
        iconView.isAccessibilityElement = false
        iconView.contentMode = .scaleAspectFill
        iconView.clipsToBounds = true
        // The banner's icon is a rounded square like an app icon; the other layouts' a circle.
        iconView.layer.cornerRadius = position == .top ? 9 : size / 2
        iconView.heightAnchor.constraint(equalToConstant: size).isActive = true
        iconView.tintColor = dynamic { $0.iconTint }
        switch appearance.icon {
        case let .image(image):
            switch image.source {
            case let .named(name): iconView.image = UIImage(named: name)
            case let .data(data): iconView.image = UIImage(data: data)
            }
        case let .remote(url):
            Task { [weak iconView] in
                if let data = await Self.load(url) { iconView?.image = UIImage(data: data) }
            }
        case let .defaultIcon(prefersAppIcon):
            iconView.contentMode = .scaleAspectFit
            iconView.image = (prefersAppIcon ? Self.appIcon() : nil) ?? UIImage(systemName: "bell.badge.fill")
        }
    }

    private nonisolated static func load(_ url: URL) async -> Data? {
        try? await URLSession.shared.data(from: url).0
    }

    private static func appIcon() -> UIImage? {
        let icons = Bundle.main.object(forInfoDictionaryKey: "CFBundleIcons") as? [String: Any]
        let primary = icons?["CFBundlePrimaryIcon"] as? [String: Any]
        return (primary?["CFBundleIconFiles"] as? [String])?.last.flatMap { UIImage(named: $0) }
    }

    /// VoiceOver's two-finger scrub closes the sheet without a choice, like a background tap.
    override func accessibilityPerformEscape() -> Bool {
        // UIKit calls it on the main thread; older SDKs declare it without the main actor.
        MainActor.assumeIsolated { answer(.dismiss) }
        return true
    }

    @objc private func acceptTapped() { answer(.accept) }
    @objc private func declineTapped() { answer(.later) }

    @objc private func backgroundTapped(_ gesture: UITapGestureRecognizer) {
        if !container.frame.contains(gesture.location(in: view)) { answer(.dismiss) }
    }
}
extension PWPushPrimerCard.Icon {
    /// Whether the icon is an image of the app's (drawn larger than the default bell).
    fileprivate var isHero: Bool {
        if case .defaultIcon = self { false } else { true }
    }
}
#endif
