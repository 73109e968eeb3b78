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

    /// The shipping sheet's radii (Pushwoosh/pushwoosh-ios-sdk, `PWPushPrimerViewController.m`: `viewDidLoad`
    /// sets the card radius 28 bottom, 22 top, 24 center; `bannerButtonWithTitle:` 12,
    /// `centeredPrimaryButtonWithAccent:` and `centeredSecondaryButton` 16) and its tap recogniser, added to
    /// the full-screen view in every layout (`backgroundTapped:` declines outside the card).
    @Test(arguments: [(PWPushPrimerPosition.bottom, 28.0, 16.0), (.top, 22.0, 12.0), (.center, 24.0, 16.0)])
    func sheetDefaultsPerPosition(position: PWPushPrimerPosition, radius: Double, buttonRadius: Double) throws {
        let appearance = try #require(sheet(resolve { $0.style(.sheet).position(position) }))
        #expect(appearance.cornerRadius == radius)
        #expect(appearance.buttonCornerRadius == buttonRadius)
        #expect(appearance.backgroundTapDeclines)
        #expect(appearance.icon == .defaultIcon(prefersAppIcon: position == .top))
        #expect(appearance.light.buttonBorder == nil)
    }

    /// A radius that is set wins in every layout, for the card and both buttons (`cornerRadiusSet`,
    /// `applyCustomButtonStyleTo:`).
    @Test(arguments: PWPushPrimerPosition.allCases)
    func setRadiiWinInEveryLayout(position: PWPushPrimerPosition) throws {
        let appearance = try #require(
            sheet(resolve { $0.style(.sheet).position(position).cornerRadius(9).buttonCornerRadius(3) }))
        #expect(appearance.cornerRadius == 9)
        #expect(appearance.buttonCornerRadius == 3)
    }

    /// The decline button's default palette per layout: the banner's is `tertiarySystemFillColor` with
    /// `labelColor` text (`buildBannerContentWithAccent:constraints:`), the stacked layouts' `clearColor`
    /// with `secondaryLabelColor` text (`centeredSecondaryButton`); the accept button is the accent
    /// (`systemBlueColor`) with white text in all three.
    @Test(arguments: [
        (PWPushPrimerPosition.top, PWPushPrimerColor.tertiarySystemFill, PWPushPrimerColor.label),
        (.bottom, .clear, .secondaryLabel), (.center, .clear, .secondaryLabel),
    ])
    func declineButtonDefaultsPerLayout(
        position: PWPushPrimerPosition, fill: PWPushPrimerColor, text: PWPushPrimerColor
    ) throws {
        let appearance = try #require(sheet(resolve { $0.style(.sheet).position(position) }))
        for scheme in PWPushPrimerColorScheme.allCases {
            let palette = appearance.palette(for: scheme)
            #expect(palette.declineButton == fill.resolved(for: scheme))
            #expect(palette.declineButtonText == text.resolved(for: scheme))
            #expect(palette.acceptButton == PWPushPrimerColor.systemBlue.resolved(for: scheme))
            #expect(palette.acceptButtonText == PWPushPrimerColor.white.resolved(for: scheme))
            #expect(palette.title == PWPushPrimerColor.label.resolved(for: scheme))
            #expect(palette.message == PWPushPrimerColor.secondaryLabel.resolved(for: scheme))
        }
    }

    @Test func setDeclineColoursWinOnTheBanner() throws {
        let appearance = try #require(
            sheet(
                resolve {
                    $0.style(.sheet).position(.top).declineButtonColor(.clear).declineButtonTextColor(.systemRed)
                }))
        #expect(appearance.light.declineButton == PWPushPrimerColor.clear.light)
        #expect(appearance.dark.declineButtonText == PWPushPrimerColor.systemRed.dark)
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
        let outcome = Task { await builder.presentAsync() }
        let card = try #require(await gate.waitUntilPresented())
        gate.answer(.later)
        _ = await outcome.value
        #expect(card.decoration as? PWPushPrimerCard == builder.resolution.card)
        #expect(card.title == "Stay in the loop")
        #expect(card.acceptLabel == "Enable notifications")
    }
}
