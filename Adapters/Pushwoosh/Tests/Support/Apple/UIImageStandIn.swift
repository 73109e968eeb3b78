import PushwooshAdapter

#if canImport(UIKit)
import UIKit

/// The seed samples' `UIImage(named:)`: UIKit's own on Apple platforms.
typealias UIImage = UIKit.UIImage
#else
/// Linux has no UIKit: the samples' `UIImage(named:)` is the adapter's platform-neutral image.
typealias UIImage = PWPushPrimerImage
#endif
