@_spi(AdapterAuthoring) import PrimerCore

/// Turns the engine's canonical events into ActiveReach emitter calls: the documented name and a
/// property dictionary holding only `String`, `Int` and `Bool` values.
final class PrimerEventEmission: Sendable {
    /// The property that marks a denied user's Allow that opened the Settings app.
    static let settingsOpenedKey = "settingsOpened"
    /// The event a denied user's return from Settings emits (not one of the six documented names).
    static let settingsReturnedName = PrimerEventName.settingsReturned.rawValue

    private let emit: InAppPushPrimer.EventEmitter

    init(emit: @escaping InAppPushPrimer.EventEmitter) { self.emit = emit }

    /// Emits `event`, caused by a call made with `config`, through the app's emitter, or nothing for
    /// events ActiveReach does not report (registration, suppression).
    func send(_ event: PrimerEvent, config: InAppPushPrimer.Config) {
        guard let name = Self.name(for: event.name) else { return }
        emit(name, Self.properties(for: event, config: config))
    }

    static func name(for event: PrimerEventName) -> String? {
        switch event {
        case .displayed, .dismissed, .allowTapped, .laterTapped, .permissionGranted, .permissionDenied,
            .settingsReturned:
            event.rawValue
        case .redirectedToSettings:
            // A denied user's Allow still ends in the documented outcome event; the flag says where it led.
            PrimerEventName.permissionDenied.rawValue
        case .suppressed, .registered, .registrationFailed:
            nil
        }
    }

    static func properties(for event: PrimerEvent, config: InAppPushPrimer.Config?) -> [String: Any] {
        var properties: [String: Any] = ["campaignId": event.campaignId ?? ""]
        if let status = event.status { properties["status"] = status.description }
        switch event.kind {
        case .laterTapped, .dismissed:
            properties["cooldownDays"] = config?.cooldownDays ?? InAppPushPrimer.Config.defaultCooldownDays
        case .redirectedToSettings:
            properties[settingsOpenedKey] = true
        case let .permissionDenied(_, failure?):
            // The emitter's values are text: the failure as the system wrote it.
            properties["error"] = failure.reason
        case let .registrationFailed(error):
            properties["error"] = error.reason
        case .displayed, .suppressed, .allowTapped, .permissionGranted, .permissionDenied, .settingsReturned,
            .registered:
            break
        }
        return properties
    }
}
