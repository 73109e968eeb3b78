/// One concrete colour: sRGB components and opacity, each in `0...1`.
///
/// Out-of-range components are clamped and non-finite ones read as `0`, so a colour built from untrusted
/// numbers is always renderable.
public struct PWPushPrimerRGBA: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red, `0...1`.
    public let red: Double
    /// Green, `0...1`.
    public let green: Double
    /// Blue, `0...1`.
    public let blue: Double
    /// Opacity, `0...1`.
    public let alpha: Double

    /// Creates a colour, clamping every component to `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Decodes `red`, `green`, `blue` and `alpha` through ``init(red:green:blue:alpha:)``, so a decoded
    /// colour is clamped as a built one (`{"red": 1e300, ...}` reads as red 1).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red),
            green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue),
            alpha: try container.decode(Double.self, forKey: .alpha))
    }

    private enum CodingKeys: String, CodingKey {
        case red, green, blue, alpha
    }

    /// A colour from 8-bit components, as Apple's colour tables list them.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) -> PWPushPrimerRGBA {
        PWPushPrimerRGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// `#RRGGBBAA`, for logs and test messages.
    public var description: String {
        let hex = [red, green, blue, alpha].map { component -> String in
            let byte = String(Int((component * 255).rounded()), radix: 16, uppercase: true)
            return byte.count == 1 ? "0" + byte : byte
        }
        return "#" + hex.joined()
    }

    private static func clamp(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}
