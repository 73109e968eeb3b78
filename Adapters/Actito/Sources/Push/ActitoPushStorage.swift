@_spi(AdapterAuthoring) import PrimerCore

/// What ``ActitoPush`` persists, under the vendor's keys (they keep the Notificare prefix), so state
/// survives a relaunch. A value of the wrong type reads as absent and is reported, never trusted.
struct ActitoPushStorage {
    static let prefix = "re.notifica.push.local_storage."
    static let enabledKey = prefix + "remote_notifications_enabled"
    static let transportKey = prefix + "transport"
    static let subscriptionKey = prefix + "subscription"
    static let allowedUIKey = prefix + "allowed_ui"

    let store: any KeyValueStore
    let diagnostics: DiagnosticsHandler

    var remoteNotificationsEnabled: Bool { bool(Self.enabledKey) ?? false }
    var allowedUI: Bool { bool(Self.allowedUIKey) ?? false }
    var transport: ActitoTransport? { string(Self.transportKey).flatMap(ActitoTransport.init(rawValue:)) }
    var subscription: ActitoPushSubscription? {
        guard let token = string(Self.subscriptionKey) else { return nil }
        guard DeviceToken(hex: token) != nil else {
            report(Self.subscriptionKey, .string(token), "a hex device token")
            return nil
        }
        return ActitoPushSubscription(token: token)
    }

    func save(enabled: Bool) { write(.bool(enabled), Self.enabledKey) }
    func save(allowedUI: Bool) { write(.bool(allowedUI), Self.allowedUIKey) }
    func save(transport: ActitoTransport?) { write(transport.map { .string($0.rawValue) }, Self.transportKey) }
    func save(subscription: ActitoPushSubscription?) {
        write(subscription.map { .string($0.token) }, Self.subscriptionKey)
    }

    private func bool(_ key: String) -> Bool? {
        read(key, "a Boolean") { if case let .bool(value) = $0 { value } else { nil } }
    }

    private func string(_ key: String) -> String? {
        read(key, "a string") { if case let .string(value) = $0 { value } else { nil } }
    }

    /// The value at `key` when `extract` accepts it; a value of another type is reported and read as absent.
    private func read<Value>(_ key: String, _ expected: String, _ extract: (StoredValue) -> Value?) -> Value? {
        guard let stored = store.value(forKey: key) else { return nil }
        guard let value = extract(stored) else {
            report(key, stored, expected)
            return nil
        }
        return value
    }

    private func report(_ key: String, _ value: StoredValue, _ expected: String) {
        diagnostics(
            Diagnostic(
                .warning, code: "store.corruptValue",
                "key '\(key)' holds \(value.diagnosticSummary), not \(expected); read as no value"))
    }

    private func write(_ value: StoredValue?, _ key: String) {
        do {
            if let value { try store.setValue(value, forKey: key) } else { try store.removeValue(forKey: key) }
        } catch {
            diagnostics(Diagnostic(.warning, code: "store.writeFailed", "writing '\(key)': \(error)"))
        }
    }
}
