import PrimerCore
import PushwooshAdapter
import Testing

/// Unset button titles are shown in the user's language; English keeps the vendor's documented titles.
@Suite struct DefaultTitleTests {
    private func card(_ languages: [String], accept: String? = nil, decline: String? = nil) -> PWPushPrimerCard {
        let builder = PushwooshFixture().basic()
        if let accept { _ = builder.acceptButton(accept) }
        if let decline { _ = builder.declineButton(decline) }
        return PWPushPrimerResolution(builder.configuration, preferredLanguages: languages).card
    }

    @Test(arguments: [
        ("en", "Allow", "Not now"), ("de", "Erlauben", "Nicht jetzt"), ("fr", "Autoriser", "Pas maintenant"),
        ("es", "Permitir", "Ahora no"), ("ja", "許可", "今はしない"), ("zh-Hans", "允许", "以后再说"),
        ("zh-Hant", "允許", "稍後再說"),
    ])
    func unsetTitlesAreInTheUsersLanguage(language: String, accept: String, decline: String) {
        let card = card([language], accept: "", decline: " ")
        #expect(card.acceptButton == accept)
        #expect(card.declineButton == decline)
    }

    @Test func englishIsTheVendorsDocumentedDefault() {
        #expect(PWPushPrimerDefaultTitles.accept.resolved(preferredLanguages: ["en-US"]) == "Allow")
        #expect(PWPushPrimerDefaultTitles.decline.resolved(preferredLanguages: ["en-US"]) == "Not now")
        #expect(PWPushPrimerResolution.defaultAcceptButton == "Allow")
        #expect(PWPushPrimerResolution.defaultDeclineButton == "Not now")
    }

    @Test(arguments: [["it"], ["ko-KR", "pt"], []])
    func otherLanguagesShowEnglish(languages: [String]) {
        let card = card(languages, accept: "", decline: "")
        #expect(card.acceptButton == "Allow")
        #expect(card.declineButton == "Not now")
    }

    @Test(arguments: ["de", "ja"])
    func titlesTheAppSetsAreNeverTranslated(language: String) {
        let card = card([language], accept: "Turn on", decline: "Maybe later")
        #expect(card.acceptButton == "Turn on")
        #expect(card.declineButton == "Maybe later")
    }

    @Test func theCardThePresenterGetsCarriesTheLocalisedTitles() {
        let builder = PushwooshFixture().basic().acceptButton("").declineButton("")
        let resolution = PWPushPrimerResolution(builder.configuration, preferredLanguages: ["fr-FR"])
        #expect(resolution.primerCard.acceptLabel == "Autoriser")
        #expect(resolution.primerCard.declineLabel == "Pas maintenant")
    }
}
