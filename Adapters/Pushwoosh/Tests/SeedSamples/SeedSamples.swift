// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The code samples of the vendor's documentation (the Pushwoosh "iOS push primer" page), verbatim; only the import is
// adapted (`import PushwooshFramework` → `import PushwooshAdapter`). The two behaviour-setting
// fragments are placed on the basic sample's chain, as the page says to add them.
import PushwooshAdapter

// `UIImage` comes from `Apple/UIImageStandIn.swift` (UIKit's on Apple platforms, a stand-in on Linux).

enum SeedSamples {
    /// "Basic usage".
    static func basicUsage() {
        Pushwoosh.configure.pushPrimer
        .title("Stay in the loop")
        .message("Get notified about deals and order updates first")
        .acceptButton("Enable notifications")
        .declineButton("Not now")
        .present()
    }

    /// "Styles and positions".
    static func stylesAndPositions() {
        Pushwoosh.configure.pushPrimer
        .style(.sheet)
        .position(.top)
        .title("Stay in the loop")
        .message("Get notified about deals and order updates first")
        .acceptButton("Enable notifications")
        .declineButton("Not now")
        .present()
    }

    /// "Customization".
    static func customization() {
        Pushwoosh.configure.pushPrimer
        .style(.sheet)
        .position(.center)
        .title("Stay in the loop")
        .message("Get notified about deals and order updates first")
        .acceptButton("Enable notifications")
        .declineButton("Not now")
        .image(UIImage(named: "PrimerHero")) // local image, or .imageURL("https://…")
        .backgroundColor(.systemBackground)
        .titleColor(.label)
        .messageColor(.secondaryLabel)
        .acceptButtonColor(.systemBlue)
        .acceptButtonTextColor(.white)
        .declineButtonColor(.clear)
        .declineButtonTextColor(.secondaryLabel)
        .cornerRadius(24)
        .buttonCornerRadius(14)
        .buttonBorderColor(.separator)
        .present()
    }

    /// "Settings fallback", on the basic sample.
    static func settingsFallback() {
        Pushwoosh.configure.pushPrimer
        .title("Stay in the loop")
        .message("Get notified about deals and order updates first")
        .acceptButton("Enable notifications")
        .declineButton("Not now")
        .fallbackToSettings(false)
        .present()
    }

    /// "Display frequency", on the basic sample.
    static func displayFrequency() {
        Pushwoosh.configure.pushPrimer
        .title("Stay in the loop")
        .message("Get notified about deals and order updates first")
        .acceptButton("Enable notifications")
        .declineButton("Not now")
        .minInterval(7 * 24 * 60 * 60) // show at most once a week
        .present()
    }

    /// "Handling the result".
    static func handlingTheResult() {
        Pushwoosh.configure.pushPrimer
        .title("Stay in the loop")
        .message("Get notified about deals and order updates first")
        .acceptButton("Enable notifications")
        .declineButton("Not now")
        .present { outcome in
        switch outcome {
        case .accepted: break // shown, user accepted, system prompt requested
        case .declined: break // shown, user declined
        case .suppressed: break // not shown (already authorized, or throttled)
        case .redirectedToSettings: break // denied state, user sent to Settings
        @unknown default: break
        }
        }
    }
}
