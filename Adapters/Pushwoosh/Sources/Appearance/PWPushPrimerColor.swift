/// A platform-neutral colour for the primer builder: either fixed, or a semantic colour that has one
/// value in light mode and another in dark mode (like `UIColor.label`), so a card's appearance resolves
/// the same way on Linux as on iOS.
public struct PWPushPrimerColor: Sendable, Hashable, CustomStringConvertible {
    /// The semantic name (`label`, `systemBackground`), or `nil` for a colour built from components.
    public let name: String?
    /// The value in light mode.
    public let light: PWPushPrimerRGBA
    /// The value in dark mode.
    public let dark: PWPushPrimerRGBA

    /// A fixed colour from sRGB components in `0...1` (clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let value = PWPushPrimerRGBA(red: red, green: green, blue: blue, alpha: alpha)
        self.init(name: nil, light: value, dark: value)
    }

    /// A fixed grey, like `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that follows the interface style, like `UIColor(dynamicProvider:)`.
    public init(light: PWPushPrimerColor, dark: PWPushPrimerColor) {
        self.init(name: nil, light: light.light, dark: dark.dark)
    }

    /// A colour with explicit values per style, optionally named.
    public init(name: String?, light: PWPushPrimerRGBA, dark: PWPushPrimerRGBA) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// The concrete colour for `scheme`.
    public func resolved(for scheme: PWPushPrimerColorScheme) -> PWPushPrimerRGBA {
        scheme == .light ? light : dark
    }

    /// Whether light and dark differ.
    public var isDynamic: Bool { light != dark }

    /// The semantic name, or the light/dark values.
    public var description: String {
        if let name { return name }
        return isDynamic ? "\(light)/\(dark)" : light.description
    }
}
