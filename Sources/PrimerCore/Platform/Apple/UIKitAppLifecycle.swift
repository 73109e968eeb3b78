#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The live ``AppLifecycle``: one observer of `UIApplication.willEnterForegroundNotification` for the
/// process, firing a ``ForegroundSignal``.
@_spi(AdapterAuthoring) public struct UIKitAppLifecycle: AppLifecycle {
    /// The process-wide signal, installed on first use.
    private static let signal: ForegroundSignal = {
        let signal = ForegroundSignal()
        // Kept for the life of the process, so the returned token is not needed.
        _ = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification,
            object: nil, queue: .main
        ) { _ in
            Task { await signal.fire() }
        }
        return signal
    }()

    /// The app's foreground signal.
    public init() {}

    /// Registers `handler` for every later return to the foreground.
    public func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        Self.signal.observeForeground(handler)
    }
}
#endif
