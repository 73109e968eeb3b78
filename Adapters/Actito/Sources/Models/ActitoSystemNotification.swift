import PrimerCore

/// A "system" push: an Actito payload with `system: true` that carries data for the app rather than a
/// message for the user. Actito's own system types (`re.notifica.*`) are handled inside the SDK and never
/// reach the app.
public struct ActitoSystemNotification: Sendable, Hashable, Codable, Identifiable {
    /// The push's identifier (`id` in the payload, as the vendor reads it).
    public var id: String
    /// The app-defined type (`systemType` in the payload).
    public var type: String
    /// The payload's custom keys but Actito's own (`ActitoPayload.systemOwnKeys`: the inbox keys stay)
    /// and those starting with `x-`.
    public var extra: [String: PushValue]

    public init(id: String, type: String, extra: [String: PushValue] = [:]) {
        self.id = id
        self.type = type
        self.extra = extra
    }
}
