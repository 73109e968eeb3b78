import Foundation

/// Whether the app lets the push UI open a URL that came from a payload (deep links of `App` actions,
/// `Browser` / `InAppBrowser` pages, `Telephone` numbers, `URLScheme` notifications).
///
/// The default, ``never``, opens nothing: a payload is untrusted input, so opening its URLs is a
/// decision the app makes explicitly. Links the user taps in content (`didClickURL`) and custom actions
/// (`shouldPerformSelectorWithURL`) are never opened by the SDK whatever the consent: the app gets them.
public enum ActitoURLConsent: Sendable {
    /// Open nothing; URL actions fail with ``ActitoPushUIError/urlNotAllowed(_:)``.
    case never
    /// Open URLs whose scheme is in the set (compared in lower case: `["https", "tel", "myapp"]`).
    case schemes(Set<String>)
    /// Ask the app for each URL.
    case ask(@MainActor @Sendable (URL, ActitoNotification) -> Bool)

    /// Whether `url` of `notification` may be opened.
    @MainActor
    func allows(_ url: URL, in notification: ActitoNotification) -> Bool {
        switch self {
        case .never: false
        case let .schemes(schemes):
            url.scheme.map { Set(schemes.map { $0.lowercased() }).contains($0.lowercased()) } ?? false
        case let .ask(decide): decide(url, notification)
        }
    }
}
