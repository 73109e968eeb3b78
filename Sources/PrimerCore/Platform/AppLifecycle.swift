/// The app's foreground signal (`UIApplication.willEnterForegroundNotification` on Apple platforms).
///
/// Contract: every registered handler runs once per return to the foreground, in registration order.
/// Handlers stop running as soon as their ``LifecycleObservation`` is cancelled or released, so an
/// observer that owns its observation is never leaked nor called after it is gone.
@_spi(AdapterAuthoring) public protocol AppLifecycle: Sendable {
    /// Registers `handler` for every future foreground; keep the returned observation alive.
    func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation
}

/// A registration returned by `AppLifecycle.observeForeground(_:)` (and by
/// ``PermissionStatusMonitor/onChange(_:)``); cancelled when released.
public final class LifecycleObservation: Sendable {
    private let onCancel: LockedValue<(@Sendable () -> Void)?>

    /// Creates an observation that runs `onCancel` once, on ``cancel()`` or when released.
    @_spi(AdapterAuthoring) public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = LockedValue(onCancel)
    }

    /// Stops the handler; later calls do nothing.
    public func cancel() {
        let action = onCancel.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }

    deinit { cancel() }
}
