/// The user logged in.
public struct LoginSuccessfulEvent: Event {
    public init() {}
    /// `.loginSuccessful`.
    public var eventType: EventType { .loginSuccessful }
    /// `login_successful`.
    public var name: String { "login_successful" }
}
