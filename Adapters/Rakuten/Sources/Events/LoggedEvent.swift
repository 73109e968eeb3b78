/// A logged event as matching sees it: a snapshot taken when it was logged.
@_spi(Fuzzing)
public struct LoggedEvent: Sendable, Hashable {
    let type: EventType
    let name: String
    let attributes: [String: CustomAttribute.Value]
    /// What makes two equal-looking events two: positive for the app's events, negative for those
    /// campaign buttons log (consuming one event must never remove its twin).
    let sequence: Int

    /// A snapshot of `event`, the `sequence`-th logged.
    public init(_ event: any Event, sequence: Int) {
        type = event.eventType
        name = event.name
        var attributes: [String: CustomAttribute.Value] = [:]
        for attribute in event.customAttributes { attributes[attribute.name] = attribute.value }
        self.attributes = attributes
        self.sequence = sequence
    }

    var isPersistent: Bool { type == .appStart }
}
