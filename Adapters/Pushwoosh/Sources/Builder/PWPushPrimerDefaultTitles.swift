import PrimerCore

/// The button titles a primer shows when `acceptButton` or `declineButton` is unset or blank, in the
/// user's language. English is the vendor's documented "Allow" / "Not now", exactly; German, French,
/// Spanish, Japanese and Chinese (simplified and traditional) are translations (the accept title is the
/// word iOS's own permission prompt uses for "Allow"). Any other language shows English.
public enum PWPushPrimerDefaultTitles {
    /// The default accept title: "Allow" in English.
    public static let accept = LocalizedText(
        english: PWPushPrimerResolution.defaultAcceptButton,
        [
            "de": "Erlauben", "fr": "Autoriser", "es": "Permitir", "ja": "許可",
            "zh-Hans": "允许", "zh-Hant": "允許",
        ])

    /// The default decline title: "Not now" in English.
    public static let decline = LocalizedText(
        english: PWPushPrimerResolution.defaultDeclineButton,
        [
            "de": "Nicht jetzt", "fr": "Pas maintenant", "es": "Ahora no", "ja": "今はしない",
            "zh-Hans": "以后再说", "zh-Hant": "稍後再說",
        ])
}
