import Foundation

/// One piece of user-visible text in several languages, such as an adapter's default button title,
/// chosen for the user's preferred languages without UIKit or a resource bundle, so the choice is the
/// same on every platform and tested on Linux.
///
/// Translations are keyed by language code (`"de"`, `"ja"`); Chinese by script (`"zh-Hans"`,
/// `"zh-Hant"`). The first preferred language with a translation wins; English is the fallback.
///
/// ```swift
/// let later = LocalizedText(english: "Not now", ["de": "Nicht jetzt", "fr": "Pas maintenant"])
/// later.resolved()                                   // for Locale.preferredLanguages
/// later.resolved(preferredLanguages: ["de-CH"])      // "Nicht jetzt"
/// later.resolved(for: Locale(identifier: "ja_JP"))   // "Not now": no Japanese given
/// ```
public struct LocalizedText: Sendable, Hashable {
    /// The text used when no preferred language has a translation.
    public let english: String
    /// Every translation by language key, English (`"en"`) included.
    public let translations: [String: String]

    /// Text with its English form and translations keyed by language code (`"zh-Hans"` and `"zh-Hant"`
    /// for Chinese). An `"en"` entry among `translations` is ignored: `english` is the English text.
    public init(english: String, _ translations: [String: String] = [:]) {
        self.english = english
        var all = translations
        all["en"] = english
        self.translations = all
    }

    /// The text for the first of `preferredLanguages` (BCP 47 identifiers such as `"de-CH"` or
    /// `"zh-Hant-TW"`, `_` accepted too) that has a translation; English when none has.
    public func resolved(preferredLanguages: [String] = Locale.preferredLanguages) -> String {
        for identifier in preferredLanguages {
            if let text = translations[Self.languageKey(identifier)] { return text }
        }
        return english
    }

    /// The text for `locale`'s language; English when it has no translation.
    public func resolved(for locale: Locale) -> String {
        resolved(preferredLanguages: [locale.identifier])
    }

    /// The key a language identifier looks up: its lower-cased language code, and for Chinese the
    /// script, `zh-Hant` for `Hant` or the regions TW, HK and MO, `zh-Hans` otherwise.
    @_spi(AdapterAuthoring) public static func languageKey(_ identifier: String) -> String {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let language = parts.first?.lowercased() ?? ""
        guard language == "zh" else { return language }
        let rest = parts.dropFirst().map { $0.uppercased() }
        let traditional = rest.contains("HANT") || rest.contains("TW") || rest.contains("HK") || rest.contains("MO")
        return traditional ? "zh-Hant" : "zh-Hans"
    }
}
