/// How a push reached the app: visibly or in the background.
@_spi(AdapterAuthoring) public enum PushDeliveryMechanism: String, Sendable, Hashable, CaseIterable, Codable {
    /// The system showed (or will show) an alert: `aps.alert` carries something visible.
    case standard
    /// No alert: a background (`content-available`) push, or one carrying only badge/sound.
    case silent
}
