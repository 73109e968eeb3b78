@_spi(AdapterAuthoring) import PrimerCore
import Testing

@Suite struct PrimerStringsTests {
    private static let pairs = PrimerStrings.languages.flatMap { language in
        PrimerStrings.Key.allCases.map { (language, $0) }
    }

    @Test(arguments: pairs)
    func everyKeyIsTranslatedInEveryShippedLanguage(language: String, key: PrimerStrings.Key) {
        let text = PrimerStrings.strings(language: language)[key.rawValue]
        #expect(text?.isEmpty == false, "\(language).lproj lacks \(key.rawValue)")
        #expect(PrimerStrings.text(key).resolved(preferredLanguages: [language]) == text)
    }

    @Test(arguments: PrimerStrings.languages)
    func eachLanguageShipsExactlyTheKeysTheCodeReads(language: String) {
        #expect(
            Set(PrimerStrings.strings(language: language).keys)
                == Set(PrimerStrings.Key.allCases.map(\.rawValue)))
    }

    @Test(arguments: [
        ("fr-CA", "Autoriser"), ("es-MX", "Permitir"), ("zh-Hans-CN", "允许"), ("zh-CN", "允许"), ("zh-TW", "允許"),
        ("ko", "Allow"),
    ])
    func regionalVariantsFindTheirLanguageAndOthersFallBackToEnglish(language: String, expected: String) {
        #expect(PrimerStrings.text(.acceptTitle).resolved(preferredLanguages: [language]) == expected)
    }
}
