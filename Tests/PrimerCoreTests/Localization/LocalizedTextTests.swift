import Foundation
import PrimerCore
import Testing

@Suite struct LocalizedTextTests {
    private let title = LocalizedText(
        english: "Allow",
        [
            "de": "Erlauben", "fr": "Autoriser", "es": "Permitir", "ja": "許可", "zh-Hans": "允许", "zh-Hant": "允許",
        ])

    @Test(arguments: [
        (["en"], "Allow"), (["en-GB"], "Allow"), (["de"], "Erlauben"), (["de-CH"], "Erlauben"),
        (["fr_CA"], "Autoriser"), (["es-419"], "Permitir"), (["ja-JP"], "許可"), (["zh-Hans-CN"], "允许"),
        (["zh-CN"], "允许"), (["zh-Hant-TW"], "允許"), (["zh-HK"], "允許"), (["ZH_tw"], "允許"),
    ])
    func aTranslatedLanguageShowsItsTranslation(languages: [String], expected: String) {
        #expect(title.resolved(preferredLanguages: languages) == expected)
    }

    @Test(arguments: [[String](), ["pt-BR"], ["ko"], [""], ["x-private"]])
    func aLanguageWithoutTranslationFallsBackToEnglish(languages: [String]) {
        #expect(title.resolved(preferredLanguages: languages) == "Allow")
    }

    @Test func theFirstPreferredLanguageWithATranslationWins() {
        #expect(title.resolved(preferredLanguages: ["ko", "ja", "de"]) == "許可")
        #expect(title.resolved(preferredLanguages: ["en-US", "de"]) == "Allow")
    }

    @Test(arguments: [("de_DE", "Erlauben"), ("ja_JP", "許可"), ("it_IT", "Allow"), ("en_US_POSIX", "Allow")])
    func anInjectedLocalePicksItsLanguage(identifier: String, expected: String) {
        #expect(title.resolved(for: Locale(identifier: identifier)) == expected)
    }

    @Test func englishIsTheGivenEnglishEvenWhenTheTableNamesItToo() {
        let text = LocalizedText(english: "Not now", ["en": "Later", "de": "Nicht jetzt"])
        #expect(text.resolved(preferredLanguages: ["en"]) == "Not now")
        #expect(text.translations["en"] == "Not now")
    }
}
