/// The app's foreground signal (`UIApplication.willEnterForegroundNotification` on Apple platforms).
///
/// Contract: every registered handler runs once per return to the foreground, in registration order.
/// Handlers stop running as soon as their ``LifecycleObservation`` is cancelled or released, so an
/// observer that owns its observation is never leaked nor called after it is gone.
@_spi(AdapterAuthoring) public protocol AppLifecycle: Sendable {
    /// Registers `handler` for every future foreground; keep the returned observation alive.
    func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation
}
