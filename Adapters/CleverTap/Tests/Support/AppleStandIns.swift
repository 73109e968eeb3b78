// Stand-ins for the UIKit names the vendor's example apps use, so the samples compile verbatim where
// UIKit does not exist (Linux, macOS). Apple platforms with UIKit use the real types.
#if !canImport(UIKit)
import Foundation

/// `UIApplication` as far as the samples need it: an instance to pass and its launch-option keys.
@MainActor
final class UIApplication {
    static let shared = UIApplication()

    /// The keys of the launch options dictionary.
    struct LaunchOptionsKey: Hashable, Sendable {
        let rawValue: String
    }
}

/// `UIResponder`, the app delegate's superclass in the samples.
@MainActor
class UIResponder {}

/// `UIViewController`, main-actor isolated like UIKit's, with the lifecycle call the samples override.
@MainActor
class UIViewController: UIResponder {
    func viewDidLoad() {}
}

/// `UIApplicationDelegate`, main-actor isolated like UIKit's.
@MainActor
protocol UIApplicationDelegate: AnyObject {}
#endif
