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
