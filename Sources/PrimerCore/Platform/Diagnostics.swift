/// Something worth telling the app's developer that is not an error of the current call: a corrupt
/// stored value read as "no value", a configuration mistake, a vendor quirk that was hit.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// Informational.
        case info
        /// Something was ignored or repaired; behaviour stayed safe.
        case warning
        /// A configuration mistake the developer must fix.
        case error
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable identifier, for example `store.corruptValue` or `options.settingsHandlerMissing`.
    public var code: String
    /// A sentence naming the field and the bad value.
    public var message: String

    @_spi(AdapterAuthoring) public init(_ severity: Severity, code: String, _ message: String) {
        self.severity = severity
        self.code = code
        self.message = message
    }

    /// `severity code: message`.
    public var description: String { "\(severity.rawValue) \(code): \(message)" }
}

/// Receives diagnostics; must be cheap and must not call back into the reporter.
public typealias DiagnosticsHandler = @Sendable (Diagnostic) -> Void
