/// One public call form or setting of an adapter, named as its README and `APIMapping` name it
/// (`OneSignal.Notifications.requestPermission(_:fallbackToSettings: true)`), with what performs it on a
/// launched `App` through the adapter's public API only.
///
/// A setting's values are separate forms (`…fallbackToSettings: true` and `…: false`), so every value is
/// reachable by name. `perform` makes the call the way an app does: a completion or callback it passes
/// records what it hears through the ``SurfaceContext`` (inside the callback, so the entry's place in the
/// trace is the moment it was heard); it may return before the completion runs (a fire-and-forget form),
/// and the runner waits for the device and the adapter to be idle after it.
public struct PublicForm<App: Sendable>: Sendable {
    /// The form's name, unique in its surface.
    public let name: String
    /// Performs the form on `app`.
    public let perform: @Sendable (App, SurfaceContext) async -> Void

    public init(_ name: String, perform: @escaping @Sendable (App, SurfaceContext) async -> Void) {
        self.name = name
        self.perform = perform
    }
}
