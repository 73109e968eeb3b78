import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// Bad configuration: defined, reported, never a crash, never a card that cannot explain itself.
@Suite struct BadInputTests {
    @Test(arguments: ["", "   ", "\n\t"])
    func anEmptyTitleSuppressesWithoutShowingOrStamping(title: String) async {
        let fixture = PushwooshFixture()
        let builder = fixture.basic().title(title).minInterval(60)
        let (result, completions) = await fixture.present(builder)
        #expect(completions == [.suppressed])
        #expect(result.issues == [.emptyTitle(title)])
        // The engine ends the attempt, for the reason it was given.
        #expect(result.primerOutcome == .suppressed(.invalidConfiguration, status: .notDetermined, campaignId: nil))
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.device.disk.snapshot.isEmpty)
        #expect(fixture.device.diagnostics.map(\.code) == ["pushwoosh.primer.emptyTitle"])
    }

    @Test func aMissingMessageIsNamed() async {
        let fixture = PushwooshFixture()
        let result = await fixture.runtime.configure.pushPrimer.title("T").presentAsync()
        #expect(result.outcome == .suppressed)
        #expect(result.issues == [.emptyMessage(nil)])
        #expect(result.issues.first?.description == "message is unset: a primer needs a message; not shown")
    }

    @Test func emptyButtonTitlesFallBackToTheDefaults() {
        let builder = PushwooshFixture().basic().acceptButton("").declineButton(" ")
        let card = PWPushPrimerResolution(builder.configuration, preferredLanguages: ["en"]).card
        #expect(card.acceptButton == "Allow")
        #expect(card.declineButton == "Not now")
    }

    @Test(arguments: [-1.0, -0.0001, Double.nan, .infinity, -.infinity])
    func anInvalidMinIntervalMeansNoThrottle(minInterval: Double) async {
        let fixture = PushwooshFixture(user: .answering(card: .later))
        let first = await fixture.basic().minInterval(minInterval).presentAsync()
        let second = await fixture.basic().minInterval(minInterval).presentAsync()
        #expect(first.outcome == .declined)
        #expect(second.outcome == .declined)
        #expect(first.issues.count == 1)
        if case let .invalidMinInterval(value)? = first.issues.first {
            #expect(value.isNaN == minInterval.isNaN)
        } else {
            Issue.record("expected invalidMinInterval, got \(first.issues)")
        }
        #expect(fixture.lastShown == nil)
    }

    @Test(arguments: [
        "http://cdn.example.com/a.png", "not a url", "", "https://", "ftp://cdn.example.com/a.png",
        "https:///a.png", "//cdn.example.com/a.png", "https://cdn.example.com/a b.png",
    ])
    func anInvalidImageURLIsIgnored(url: String) throws {
        let resolution = PushwooshFixture().basic().style(.sheet).imageURL(url).resolution
        #expect(resolution.issues == [.invalidImageURL(url)])
        #expect(resolution.isPresentable)
        let appearance = try #require(resolution.card.appearance)
        #expect(appearance.icon == .defaultIcon(prefersAppIcon: false))
    }

    @Test func aValidImageURLRaisesNoIssue() {
        #expect(
            PushwooshFixture().basic().style(.sheet).imageURL("HTTPS://cdn.example.com/a.png?v=2").resolution.issues
                .isEmpty)
    }

    @Test(arguments: [-4.0, Double.nan, Double.infinity])
    func anInvalidRadiusUsesTheLayoutsOwn(radius: Double) throws {
        let resolution = PushwooshFixture().basic().style(.sheet).cornerRadius(radius).buttonCornerRadius(radius)
            .resolution
        let appearance = try #require(resolution.card.appearance)
        #expect(appearance.cornerRadius == 28)
        #expect(appearance.buttonCornerRadius == 16)
        #expect(resolution.issues.count == 2)
    }

    @Test func anAlertDoesNotCheckSheetOnlySettings() {
        #expect(PushwooshFixture().basic().imageURL("nope").cornerRadius(-1).resolution.issues.isEmpty)
    }

    #if !canImport(UIKit)
    @Test func onAPlatformWithNothingToShowCardsEveryPresentSaysSo() async {
        // On Linux the platform default has no presenter, and nothing in this test target bootstraps one:
        // the card is not shown, and the outcome says why (never a silent Cancel).
        let result = await Pushwoosh.configure.pushPrimer.title("T").message("M").presentAsync()
        #expect(result.outcome == .suppressed)
        #expect(result.primerOutcome.suppression == .presenterMissing)
    }
    #endif
}

/// A colour decoded from JSON is clamped as one built in code, so it never traps when printed.
@Suite struct DecodedColourTests {
    @Test(arguments: [
        (#"{"red": 1e300, "green": -1e300, "blue": 0.5, "alpha": 2}"#, "#FF0080FF"),
        (#"{"red": 0, "green": 1, "blue": -0.0, "alpha": 1e-300}"#, "#00FF0000"),
    ])
    func decodedComponentsAreClamped(json: String, description: String) throws {
        let colour = try JSONDecoder().decode(PWPushPrimerRGBA.self, from: Data(json.utf8))
        #expect(colour.description == description)
        #expect([colour.red, colour.green, colour.blue, colour.alpha].allSatisfy { (0...1).contains($0) })
        #expect(try JSONDecoder().decode(PWPushPrimerRGBA.self, from: JSONEncoder().encode(colour)) == colour)
    }

    @Test func aMissingComponentIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PWPushPrimerRGBA.self, from: Data(#"{"red": 1, "green": 1, "blue": 1}"#.utf8))
        }
    }
}
