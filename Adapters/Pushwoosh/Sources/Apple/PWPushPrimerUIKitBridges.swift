#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit

// One-line bridges from UIKit values to the platform-neutral primer types.

extension PWPushPrimerBuilder {
    /// A local `UIImage` (PNG-encoded into the resolved card); it takes precedence over `imageURL`.
    @discardableResult public func image(_ image: UIImage?) -> PWPushPrimerBuilder {
        self.image(image?.pngData().map { PWPushPrimerImage(data: $0) })
    }
}

extension PWPushPrimerColor {
    /// A `UIColor`, resolved for light and dark mode.
    public init(_ color: UIColor) {
        self.init(name: nil, light: Self.components(color, .light), dark: Self.components(color, .dark))
    }

    private static func components(_ color: UIColor, _ style: UIUserInterfaceStyle) -> PWPushPrimerRGBA {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(
            &red, green: &green, blue: &blue, alpha: &alpha)
        return PWPushPrimerRGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension PWPushPrimerRGBA {
    /// The colour as a `UIColor`.
    var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
}
#endif
