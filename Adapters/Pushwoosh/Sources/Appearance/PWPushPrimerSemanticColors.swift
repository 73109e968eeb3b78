/// The UIKit colours the seed's samples use, with Apple's published light and dark sRGB values, so
/// `.backgroundColor(.systemBackground)` reads the same as with `UIColor` and resolves on Linux.
extension PWPushPrimerColor {
    private static func semantic(_ name: String, _ light: PWPushPrimerRGBA, _ dark: PWPushPrimerRGBA)
        -> PWPushPrimerColor
    {
        PWPushPrimerColor(name: name, light: light, dark: dark)
    }

    private static func fixed(_ name: String, _ value: PWPushPrimerRGBA) -> PWPushPrimerColor {
        PWPushPrimerColor(name: name, light: value, dark: value)
    }

    /// Opaque white in both styles.
    public static let white = fixed("white", .bytes(255, 255, 255))
    /// Opaque black in both styles.
    public static let black = fixed("black", .bytes(0, 0, 0))
    /// Fully transparent.
    public static let clear = fixed("clear", .bytes(0, 0, 0, alpha: 0))
    /// Primary text: black in light mode, white in dark mode.
    public static let label = semantic("label", .bytes(0, 0, 0), .bytes(255, 255, 255))
    /// Secondary text.
    public static let secondaryLabel = semantic(
        "secondaryLabel", .bytes(60, 60, 67, alpha: 0.6),
        .bytes(235, 235, 245, alpha: 0.6))
    /// Tertiary text.
    public static let tertiaryLabel = semantic(
        "tertiaryLabel", .bytes(60, 60, 67, alpha: 0.3),
        .bytes(235, 235, 245, alpha: 0.3))
    /// The main background: white in light mode, black in dark mode.
    public static let systemBackground = semantic("systemBackground", .bytes(255, 255, 255), .bytes(0, 0, 0))
    /// Grouped content on the main background.
    public static let secondarySystemBackground = semantic(
        "secondarySystemBackground", .bytes(242, 242, 247),
        .bytes(28, 28, 30))
    /// Thin separator lines.
    public static let separator = semantic(
        "separator", .bytes(60, 60, 67, alpha: 0.29),
        .bytes(84, 84, 88, alpha: 0.6))
    /// A fill for medium-size shapes (the top banner's decline button).
    public static let tertiarySystemFill = semantic(
        "tertiarySystemFill", .bytes(118, 118, 128, alpha: 0.12),
        .bytes(118, 118, 128, alpha: 0.24))
    public static let systemBlue = semantic("systemBlue", .bytes(0, 122, 255), .bytes(10, 132, 255))
    public static let systemGreen = semantic("systemGreen", .bytes(52, 199, 89), .bytes(48, 209, 88))
    public static let systemRed = semantic("systemRed", .bytes(255, 59, 48), .bytes(255, 69, 58))
    public static let systemOrange = semantic("systemOrange", .bytes(255, 149, 0), .bytes(255, 159, 10))
    /// The system grey.
    public static let systemGray = fixed("systemGray", .bytes(142, 142, 147))
}
