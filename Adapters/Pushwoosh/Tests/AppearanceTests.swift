import Foundation
import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// The resolved card: defaults, precedence rules, light and dark.
@Suite struct AppearanceTests {
    private func resolve(_ setup: (PWPushPrimerBuilder) -> PWPushPrimerBuilder) -> PWPushPrimerResolution {
        setup(PushwooshFixture().basic()).resolution
    }

    private func sheet(_ resolution: PWPushPrimerResolution) -> PWPushPrimerCard.Appearance? {
        resolution.card.appearance
    }

    @Test func theDefaultIsAnAlertWithTheDefaultButtons() {
        let builder = PushwooshFixture().runtime.configure.pushPrimer.title("T").message("M")
        let card = PWPushPrimerResolution(builder.configuration, preferredLanguages: ["en"]).card
        #expect(card.layout == .alert)
        #expect(card.appearance == nil)
        #expect(card.acceptButton == "Allow")
        #expect(card.declineButton == "Not now")
    }

    @Test(arguments: PWPushPrimerPosition.allCases)
    func positionIsIgnoredForAlert(position: PWPushPrimerPosition) {
        let resolution = resolve {
            $0.position(position).backgroundColor(.systemRed).imageURL("https://cdn.example.com/a.png")
        }
        #expect(resolution.card.layout == .alert)
        #expect(resolution.card.appearance == nil)
    }

    @Test(arguments: [(PWPushPrimerPosition.bottom, 24.0, true), (.top, 18.0, false), (.center, 20.0, true)])
    func sheetDefaultsPerPosition(position: PWPushPrimerPosition, radius: Double, backgroundTap: Bool) throws {
        let appearance = try #require(sheet(resolve { $0.style(.sheet).position(position) }))
        #expect(appearance.cornerRadius == radius)
        #expect(appearance.buttonCornerRadius == 12)
        #expect(appearance.backgroundTapDeclines == backgroundTap)
        #expect(appearance.icon == .defaultIcon(prefersAppIcon: position == .top))
        #expect(appearance.light.buttonBorder == nil)
    }

    @Test func theSheetPositionDefaultsToBottom() {
        #expect(resolve { $0.style(.sheet) }.card.layout == .sheet(.bottom))
    }

    @Test func nativeDefaultsAdaptToLightAndDark() throws {
        let appearance = try #require(sheet(resolve { $0.style(.sheet) }))
        let white = PWPushPrimerRGBA(red: 1, green: 1, blue: 1)
        let black = PWPushPrimerRGBA(red: 0, green: 0, blue: 0)
        #expect(appearance.light.background == .solid(white))
        #expect(appearance.dark.background == .solid(black))
        #expect(appearance.light.title == black)
        #expect(appearance.dark.title == white)
        #expect(appearance.light.acceptButton.description == "#007AFFFF")
        #expect(appearance.dark.acceptButton.description == "#0A84FFFF")
        #expect(appearance.palette(for: .dark) == appearance.dark)
    }

    @Test func theAcceptColourTintsTheDefaultIcon() throws {
        let appearance = try #require(sheet(resolve { $0.style(.sheet).acceptButtonColor(.systemGreen) }))
        #expect(appearance.light.iconTint == PWPushPrimerColor.systemGreen.light)
        #expect(appearance.dark.iconTint == PWPushPrimerColor.systemGreen.dark)
    }

    @Test func aGradientOverridesTheBackgroundColour() throws {
        let appearance = try #require(
            sheet(
                resolve {
                    $0.style(.sheet).backgroundColor(.systemRed).backgroundGradient([.systemBlue, .systemGreen])
                }))
        #expect(
            appearance.light.background
                == .gradient([PWPushPrimerColor.systemBlue.light, PWPushPrimerColor.systemGreen.light]))
        #expect(
            appearance.dark.background
                == .gradient([PWPushPrimerColor.systemBlue.dark, PWPushPrimerColor.systemGreen.dark]))
    }

    @Test(arguments: [([PWPushPrimerColor](), PWPushPrimerColor.systemRed), ([.systemOrange], .systemOrange)])
    func shortGradients(gradient: [PWPushPrimerColor], expected: PWPushPrimerColor) throws {
        let appearance = try #require(
            sheet(resolve { $0.style(.sheet).backgroundColor(.systemRed).backgroundGradient(gradient) }))
        #expect(appearance.light.background == .solid(expected.light))
    }

    @Test(arguments: PWPushPrimerPosition.allCases)
    func aLocalImageWinsOverAURL(position: PWPushPrimerPosition) throws {
        let hero = PWPushPrimerImage(named: "PrimerHero")
        let both = try #require(
            sheet(
                resolve {
                    $0.style(.sheet).position(position).imageURL("https://cdn.example.com/hero.png").image(hero)
                }))
        #expect(both.icon == .image(hero))
        let urlOnly = try #require(
            sheet(resolve { $0.style(.sheet).position(position).imageURL("https://cdn.example.com/hero.png") }))
        #expect(urlOnly.icon == .remote(URL(string: "https://cdn.example.com/hero.png")!))
        let cleared = try #require(
            sheet(resolve { $0.style(.sheet).position(position).image(hero).image(nil as PWPushPrimerImage?) }))
        #expect(cleared.icon == .defaultIcon(prefersAppIcon: position == .top))
    }

    @Test func everyColourSetterReachesThePalette() throws {
        let appearance = try #require(
            sheet(
                resolve {
                    $0.style(.sheet).titleColor(.systemRed).messageColor(.systemGreen).acceptButtonTextColor(.black)
                        .declineButtonColor(.systemGray).declineButtonTextColor(.white).buttonBorderColor(.separator)
                        .cornerRadius(30).buttonCornerRadius(0)
                }))
        #expect(appearance.light.title == PWPushPrimerColor.systemRed.light)
        #expect(appearance.light.message == PWPushPrimerColor.systemGreen.light)
        #expect(appearance.light.acceptButtonText == PWPushPrimerColor.black.light)
        #expect(appearance.light.declineButton == PWPushPrimerColor.systemGray.light)
        #expect(appearance.light.declineButtonText == PWPushPrimerColor.white.light)
        #expect(appearance.light.buttonBorder?.description == "#3C3C434A")
        #expect(appearance.dark.buttonBorder?.description == "#54545899")
        #expect(appearance.cornerRadius == 30)
        #expect(appearance.buttonCornerRadius == 0)
    }

    @Test func aCustomDynamicColourResolvesPerStyle() {
        let color = PWPushPrimerColor(light: PWPushPrimerColor(white: 0.9), dark: PWPushPrimerColor(white: 0.1))
        #expect(color.isDynamic)
        #expect(color.resolved(for: .light) == PWPushPrimerRGBA(red: 0.9, green: 0.9, blue: 0.9))
        #expect(color.resolved(for: .dark) == PWPushPrimerRGBA(red: 0.1, green: 0.1, blue: 0.1))
        #expect(!PWPushPrimerColor.white.isDynamic)
    }

    @Test(arguments: [(2.0, 1.0), (-1.0, 0.0), (Double.nan, 0.0), (Double.infinity, 0.0), (0.5, 0.5)])
    func componentsAreClamped(input: Double, expected: Double) {
        let color = PWPushPrimerRGBA(red: input, green: input, blue: input, alpha: input)
        #expect(color.red == expected)
        #expect(color.alpha == expected)
    }

    @Test func thePresenterReceivesTheResolvedCard() async throws {
        let gate = GatedPresenter()
        let fixture = PushwooshFixture(presenter: { _ in gate })
        let builder = fixture.basic().style(.sheet).position(.center).acceptButtonColor(.systemRed)
        async let outcome = builder.presentAsync()
        let card = try #require(await gate.waitUntilPresented())
        gate.answer(.later)
        _ = await outcome
        #expect(card.decoration as? PWPushPrimerCard == builder.resolution.card)
        #expect(card.title == "Stay in the loop")
        #expect(card.acceptLabel == "Enable notifications")
    }
}
