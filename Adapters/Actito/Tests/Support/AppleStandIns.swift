// Stand-ins for the UIKit names the vendor's samples use, so the samples compile verbatim where UIKit
// does not exist (Linux, macOS). Apple platforms with UIKit use the real types.
#if !canImport(UIKit)
import Foundation

/// `UIApplication` as far as the samples need it: the shared instance, its launch-option keys, and
/// `open(_:)`, which records the URL instead of opening it.
@MainActor
final class UIApplication {
    static let shared = UIApplication()
    private(set) var opened: [URL] = []
    func open(_ url: URL) { opened.append(url) }

    /// The keys of the launch options dictionary.
    struct LaunchOptionsKey: Hashable, Sendable {
        let rawValue: String
    }
}

/// `UIApplicationDelegate`, main-actor isolated like UIKit's.
@MainActor
protocol UIApplicationDelegate: AnyObject {}
#endif
