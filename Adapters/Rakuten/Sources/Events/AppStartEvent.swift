/// The app started. Persistent: once logged it satisfies its trigger for the rest of the session and
/// later logs are ignored; a campaign that needs only this event shows once per launch.
public struct AppStartEvent: Event {
    public init() {}
    /// `.appStart`.
    public var eventType: EventType { .appStart }
    /// `app_start`.
    public var name: String { "app_start" }
}
