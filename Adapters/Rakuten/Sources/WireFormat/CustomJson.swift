/// `customJson`: optional extensions of a campaign. It must be an object (anything else rejects the
/// campaign, as in the vendor); every fragment in it is read leniently: a fragment or a field of the wrong
/// type reads as `nil` and never rejects the campaign (the vendor's tests assert this).
@_spi(Fuzzing)
public struct CustomJson: Sendable, Hashable, Codable {
    /// Makes one button the push primer.
    public var pushPrimer: PrimerButton?
    /// A tappable image.
    public var clickableImage: ClickableImage?
    /// Background appearance.
    public var background: BackgroundSettings?
    /// An image carousel.
    public var carousel: Carousel?

    /// Creates extensions.
    public init(
        pushPrimer: PrimerButton? = nil, clickableImage: ClickableImage? = nil,
        background: BackgroundSettings? = nil, carousel: Carousel? = nil
    ) {
        self.pushPrimer = pushPrimer
        self.clickableImage = clickableImage
        self.background = background
        self.carousel = carousel
    }

    private enum CodingKeys: String, CodingKey { case pushPrimer, clickableImage, background, carousel }

    /// Decodes each fragment leniently.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pushPrimer = container.decodeLenient(PrimerButton.self, forKey: .pushPrimer)
        clickableImage = container.decodeLenient(ClickableImage.self, forKey: .clickableImage)
        background = container.decodeLenient(BackgroundSettings.self, forKey: .background)
        carousel = container.decodeLenient(Carousel.self, forKey: .carousel)
    }
}

/// `customJson.pushPrimer`: the 1-based index of the primer button among the shown buttons.
@_spi(Fuzzing)
public struct PrimerButton: Sendable, Hashable, Codable {
    /// The 1-based button index; `nil` when absent or not an integer.
    public var button: Int?

    public init(button: Int?) { self.button = button }

    private enum CodingKeys: String, CodingKey { case button }

    /// Decodes leniently.
    public init(from decoder: any Decoder) throws {
        button = try decoder.container(keyedBy: CodingKeys.self).decodeLenient(Int.self, forKey: .button)
    }
}

/// `customJson.clickableImage`.
@_spi(Fuzzing)
public struct ClickableImage: Sendable, Hashable, Codable {
    /// Where a tap on the image leads.
    public var url: String?

    public init(url: String?) { self.url = url }

    private enum CodingKeys: String, CodingKey { case url }

    /// Decodes leniently.
    public init(from decoder: any Decoder) throws {
        url = try decoder.container(keyedBy: CodingKeys.self).decodeLenient(String.self, forKey: .url)
    }
}

/// `customJson.background`.
@_spi(Fuzzing)
public struct BackgroundSettings: Sendable, Hashable, Codable {
    /// Background opacity, 0...1.
    public var opacity: Double?

    public init(opacity: Double?) { self.opacity = opacity }

    private enum CodingKeys: String, CodingKey { case opacity }

    /// Decodes leniently.
    public init(from decoder: any Decoder) throws {
        opacity = try decoder.container(keyedBy: CodingKeys.self).decodeLenient(Double.self, forKey: .opacity)
    }
}

/// `customJson.carousel`: read strictly inside (a mistyped image or field drops the whole carousel, as
/// in the vendor), leniently as a fragment.
@_spi(Fuzzing)
public struct Carousel: Sendable, Hashable, Codable {
    /// Images by position key (`"0"`, `"1"`, ...); `nil` when absent.
    public var images: [String: CarouselImage]?

    public init(images: [String: CarouselImage]?) { self.images = images }

    private enum CodingKeys: String, CodingKey { case images }

    /// Decodes; `images` may be absent or `null`, a mistyped one rejects the carousel.
    public init(from decoder: any Decoder) throws {
        images = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
            [String: CarouselImage].self,
            forKey: .images)
    }
}

/// One carousel image. The wire's snake-case keys (`img_url`, `alt_text`) read as these names because the
/// ping is decoded with `convertFromSnakeCase`, as in the vendor (so `imgUrl` reads too).
@_spi(Fuzzing)
public struct CarouselImage: Sendable, Hashable, Codable {
    /// The image address.
    public var imgUrl: String?
    /// Where a tap leads.
    public var link: String?
    /// Text shown when the image does not load.
    public var altText: String?

    public init(imgUrl: String?, link: String?, altText: String?) {
        self.imgUrl = imgUrl
        self.link = link
        self.altText = altText
    }

    private enum CodingKeys: String, CodingKey { case imgUrl, link, altText }

    /// Decodes; absent fields read as `nil`, a mistyped one rejects the image (and so the carousel).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imgUrl = try container.decodeIfPresent(String.self, forKey: .imgUrl)
        link = try container.decodeIfPresent(String.self, forKey: .link)
        altText = try container.decodeIfPresent(String.self, forKey: .altText)
    }
}
