import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// What ``ActitoPush`` persists, under the vendor's keys (they keep the Notificare prefix) and in the
/// vendor's encoding, so state survives a relaunch and crosses a migration from the vendor's SDK in both
/// directions: the flags as Booleans (read as `UserDefaults.bool(forKey:)` reads them), the transport as
/// the JSON of its raw value (`"APNS"`) and the subscription as the JSON of ``ActitoPushSubscription``
/// (`{"token":"…"}`), both `Data`, as the vendor's `JSONEncoder` writes them. The plain strings earlier
/// versions of this adapter wrote are still read. A value of another type reads as absent and is
/// reported, never trusted, and stays until the adapter next writes the key.
struct ActitoPushStorage {
    static let prefix = "re.notifica.push.local_storage."
    static let enabledKey = prefix + "remote_notifications_enabled"
    static let transportKey = prefix + "transport"
    static let subscriptionKey = prefix + "subscription"
    static let allowedUIKey = prefix + "allowed_ui"

    let store: any KeyValueStore
    let diagnostics: DiagnosticsHandler

    var remoteNotificationsEnabled: Bool { store.flag(forKey: Self.enabledKey, diagnostics: diagnostics) ?? false }
    var allowedUI: Bool { store.flag(forKey: Self.allowedUIKey, diagnostics: diagnostics) ?? false }
    var transport: ActitoTransport? {
        read(Self.transportKey, "a transport") { stored in
            switch stored {
            case let .data(bytes): try? JSONDecoder().decode(ActitoTransport.self, from: Data(bytes))
            case let .string(raw): ActitoTransport(rawValue: raw)
            default: nil
            }
        }
    }
    var subscription: ActitoPushSubscription? {
        read(Self.subscriptionKey, "a subscription with a hex device token") { stored in
            let subscription: ActitoPushSubscription? =
                switch stored {
                case let .data(bytes): try? JSONDecoder().decode(ActitoPushSubscription.self, from: Data(bytes))
                case let .string(token): ActitoPushSubscription(token: token)
                default: nil
                }
            return subscription.flatMap { DeviceToken(hex: $0.token) == nil ? nil : $0 }
        }
    }

    func save(enabled: Bool) { write(.bool(enabled), Self.enabledKey) }
    func save(allowedUI: Bool) { write(.bool(allowedUI), Self.allowedUIKey) }
    func save(transport: ActitoTransport?) { write(transport.map(Self.json), Self.transportKey) }
    func save(subscription: ActitoPushSubscription?) { write(subscription.map(Self.json), Self.subscriptionKey) }

    /// The vendor's spelling of a value: its JSON, as `Data`.
    private static func json(_ value: some Encodable) -> StoredValue {
        // Encoding a string or a struct of one string cannot fail.
        .data((try? JSONEncoder().encode(value)).map { [UInt8]($0) } ?? [])
    }

    /// The value at `key` when `extract` accepts it; a value it refuses is reported and read as absent.
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
