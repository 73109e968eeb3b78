/// An event named by the app, with attributes.
public struct CustomEvent: Event {
    /// The name as given (case-sensitive).
    public let name: String
    /// The attributes as given.
    public let customAttributes: [CustomAttribute]

    public init(withName name: String, withCustomAttributes attributes: [CustomAttribute]? = nil) {
        self.name = name
        customAttributes = attributes ?? []
    }

    /// `.custom`.
    public var eventType: EventType { .custom }
}
