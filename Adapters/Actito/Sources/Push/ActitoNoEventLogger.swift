/// A logger that logs nothing (the default when no backend is configured).
public struct ActitoNoEventLogger: ActitoPushEventLogger {
    public init() {}
    /// Does nothing.
    public func logNotificationReceived(_ id: String) async throws {}
    /// Does nothing.
    public func logNotificationOpen(_ id: String) async throws {}
}
