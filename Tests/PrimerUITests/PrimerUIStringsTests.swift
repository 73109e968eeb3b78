import PrimerCore
import PrimerUI
import Testing

@Suite struct PrimerUIStringsTests {
    private static let pairs = PrimerUIStrings.languages.flatMap { language in
        PrimerUIStrings.Key.allCases.map { (language, $0) }
    }

    @Test(arguments: pairs)
    func everyKeyIsTranslatedInEveryShippedLanguage(language: String, key: PrimerUIStrings.Key) {
        let text = PrimerUIStrings.strings(language: language)[key.rawValue]
        #expect(text?.isEmpty == false, "\(language).lproj lacks \(key.rawValue)")
        #expect(PrimerUIStrings.text(key).resolved(preferredLanguages: [language]) == text)
    }

    @Test(arguments: PrimerUIStrings.languages)
    func eachLanguageShipsExactlyTheKeysTheCodeReads(language: String) {
        #expect(
            Set(PrimerUIStrings.strings(language: language).keys)
                == Set(PrimerUIStrings.Key.allCases.map(\.rawValue)))
    }

    @Test(arguments: [
        ("fr-CA", "Autoriser"), ("es-MX", "Permitir"), ("zh-Hans-CN", "允许"), ("zh-CN", "允许"),
        ("ko", "Allow"),
    ])
    func regionalVariantsFindTheirLanguageAndOthersFallBackToEnglish(language: String, expected: String) {
        #expect(PrimerUIStrings.text(.acceptTitle).resolved(preferredLanguages: [language]) == expected)
    }
}
