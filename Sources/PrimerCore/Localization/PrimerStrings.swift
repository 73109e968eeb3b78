import Foundation

/// The primer's default strings (button titles, the close button, VoiceOver hints), shipped once as
/// package resources (`Resources/<language>.lproj/Localizable.strings`) and chosen with ``LocalizedText``:
/// the first preferred language the package translates, English otherwise. PrimerUI's card and the
/// adapters' default titles (Pushwoosh's "Allow" / "Not now") read the same files.
///
/// The files are read through `Bundle.module`, which works on Linux too, so a test checks every key in
/// every language. Translators edit the `.strings` files; nothing else changes.
@_spi(AdapterAuthoring) public enum PrimerStrings {
    /// One default string.
    public enum Key: String, Sendable, CaseIterable {
        /// The accept button's title when the card's is blank ("Allow").
        case acceptTitle = "button.accept.title"
        /// The decline button's title when the card's is blank ("Not now").
        case declineTitle = "button.decline.title"
        /// The close button's title and VoiceOver label ("Close").
        case closeTitle = "button.close.title"
        /// What VoiceOver says the accept button does.
        case acceptHint = "button.accept.hint"
        /// What VoiceOver says the decline button does.
        case declineHint = "button.decline.hint"
        /// What VoiceOver says the close button does.
        case closeHint = "button.close.hint"
        /// The card's VoiceOver label when it has no title ("Notifications").
        case cardLabel = "card.label"
    }

    /// The languages shipped, as `.lproj` folder names (English first: the fallback).
    public static let languages = ["en", "fr", "de", "es", "ja", "zh-Hans", "zh-Hant"]

    /// The text for `key` in every shipped language; English when a file or key is missing.
    public static func text(_ key: Key) -> LocalizedText {
        table[key] ?? LocalizedText(english: key.rawValue)
    }

    /// The strings of one language, as shipped; empty when the language is not shipped.
    public static func strings(language: String) -> [String: String] {
        // SwiftPM lower-cases folder names when it copies them (`zh-hans.lproj`), Xcode does not.
        let folders = ["\(language).lproj", "\(language.lowercased()).lproj"]
        guard
            let url = folders.lazy.compactMap({ folder in
                resources.url(forResource: "Localizable", withExtension: "strings", subdirectory: folder)
            }).first,
            let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let strings = plist as? [String: String]
        else { return [:] }
        return strings
    }

    /// The bundle holding the `.lproj` folders: SwiftPM's `Bundle.module`; outside SwiftPM (sources built
    /// by another tool, such as `apple-typecheck`, which generates no `Bundle.module`) the code's own.
    private static var resources: Bundle {
        #if SWIFT_PACKAGE
        Bundle.module
        #else
        Bundle(for: BundleMarker.self)
        #endif
    }

    /// Read once: the files never change while the app runs.
    private static let table: [Key: LocalizedText] = {
        let byLanguage = Dictionary(uniqueKeysWithValues: languages.map { ($0, strings(language: $0)) })
        var table: [Key: LocalizedText] = [:]
        for key in Key.allCases {
            guard let english = byLanguage["en"]?[key.rawValue] else { continue }
            var translations: [String: String] = [:]
            for (language, strings) in byLanguage { translations[language] = strings[key.rawValue] }
            table[key] = LocalizedText(english: english, translations)
        }
        return table
    }()
}

#if !SWIFT_PACKAGE
/// A class of this module, so `Bundle(for:)` finds the module's bundle when SwiftPM did not build it.
private final class BundleMarker {}
#endif
