import PrimerCore
import PrimerUI
import Testing

@Suite struct PrimerCardModelTests {
    private let card = PrimerCard(
        title: "Never miss a delivery", message: "We tell you when your parcel is close.",
        acceptLabel: "Turn on", declineLabel: "Later")

    @Test func theButtonsComeAcceptFirstAndEachTapGivesItsAnswer() {
        let model = PrimerCardModel(card: card, preferredLanguages: ["en"])
        #expect(model.buttons.map(\.role) == [.accept, .decline])
        #expect(model.buttons.map(\.title) == ["Turn on", "Later"])
        #expect(model.buttons.map(\.answer) == [.accept, .later])
        #expect(model.closeButton.answer == .dismiss)
    }

    @Test func voiceOverReadsTheTitleAsAHeaderAndTheMessageAsText() {
        let model = PrimerCardModel(card: card, preferredLanguages: ["en"])
        #expect(model.titleAccessibility == CardAccessibility(label: "Never miss a delivery", traits: .header))
        #expect(
            model.messageAccessibility
                == CardAccessibility(label: "We tell you when your parcel is close.", traits: .staticText))
        #expect(model.containerAccessibility == CardAccessibility(label: "Never miss a delivery", traits: .modal))
    }

    @Test func voiceOverReadsEachButtonsTitleAndSaysWhatItDoes() {
        let model = PrimerCardModel(card: card, preferredLanguages: ["en"])
        #expect(
            model.buttons.map(\.accessibility) == [
                CardAccessibility(
                    label: "Turn on", hint: "Shows the system prompt to turn on notifications.",
                    traits: .button),
                CardAccessibility(
                    label: "Later", hint: "Closes this message without turning on notifications.",
                    traits: .button),
            ])
        #expect(
            model.closeButton.accessibility
                == CardAccessibility(label: "Close", hint: "Closes this message.", traits: .button))
    }

    @Test(arguments: [
        ("en", "Allow", "Not now", "Close"), ("de-DE", "Erlauben", "Nicht jetzt", "Schließen"),
        ("ja", "許可", "今はしない", "閉じる"), ("pt-BR", "Allow", "Not now", "Close"),
    ])
    func blankButtonLabelsShowTheDefaultsInTheUsersLanguage(
        language: String, accept: String, decline: String,
        close: String
    ) {
        let blank = PrimerCard(title: "News", message: "Daily headlines.", acceptLabel: "  ", declineLabel: "")
        let model = PrimerCardModel(card: blank, preferredLanguages: [language])
        #expect(model.buttons.map(\.title) == [accept, decline])
        #expect(model.buttons.map(\.accessibility.label) == [accept, decline])
        #expect(model.closeButton.title == close)
    }

    @Test func aBlankTitleOrMessageIsLeftOutAndTheCardStillHasALabel() {
        let bare = PrimerCard(title: " ", message: "\n", acceptLabel: "OK", declineLabel: "No")
        let model = PrimerCardModel(card: bare, preferredLanguages: ["fr"])
        #expect(model.title == nil && model.message == nil)
        #expect(model.titleAccessibility == nil && model.messageAccessibility == nil)
        #expect(model.containerAccessibility.label == "Notifications")
    }
}

@Suite struct CardMotionTests {
    @Test(arguments: [(true, CardMotion.fade), (false, CardMotion.slideFromBottom)])
    func reduceMotionFadesInsteadOfSliding(reduceMotion: Bool, expected: CardMotion) {
        #expect(CardMotion.forReduceMotion(reduceMotion) == expected)
    }
}

@Suite struct PermissionStatusSummaryTests {
    @Test(arguments: [
        (AuthorizationStatus?.none, false, false, false), (.notDetermined, true, false, false),
        (.denied, false, true, false), (.authorized, false, false, true), (.provisional, true, false, true),
        (.ephemeral, false, false, true),
    ])
    func eachStatusShowsWhatTheUserCanDo(
        status: AuthorizationStatus?, canAsk: Bool, needsSettings: Bool,
        delivers: Bool
    ) {
        let summary = PermissionStatusSummary(status: status)
        #expect(summary.canAsk == canAsk)
        #expect(summary.needsSettings == needsSettings)
        #expect(summary.deliversNotifications == delivers)
    }
}

/// A decoration asking for a layout, as a vendor's would.
private struct LaidOut: LaidOutCardDecoration {
    var layout: CardLayout
}

/// A decoration that says nothing about layout.
private struct Plain: CardDecoration {}

@Suite struct PrimerCardModelLayoutTests {
    @Test(arguments: CardLayout.allCases)
    func theCardTakesTheLayoutItsDecorationAsksFor(layout: CardLayout) {
        let card = PrimerCard(
            title: "T", message: "M", acceptLabel: "Yes", declineLabel: "No", decoration: LaidOut(layout: layout))
        let model = PrimerCardModel(card: card, preferredLanguages: ["en"])
        #expect(model.layout == layout)
        #expect(model.buttonsSideBySide == (layout == .alert))
        #expect(model.buttons.map(\.role) == [.accept, .decline], "the order stays, whatever the layout")
    }

    @Test(arguments: [nil, Plain() as any CardDecoration])
    func aCardWithoutALayoutGoesAlongTheBottom(decoration: (any CardDecoration)?) {
        let card = PrimerCard(title: "T", message: "M", acceptLabel: "Yes", declineLabel: "No", decoration: decoration)
        let model = PrimerCardModel(card: card, preferredLanguages: ["en"])
        #expect(model.layout == .bottomCard)
        #expect(!model.buttonsSideBySide)
    }
}
