@_spi(AdapterAuthoring) import PrimerCore

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// The vendor's log levels (`ONE_S_LOG_LEVEL`), least to most verbose, with its raw values.
public enum ONE_S_LOG_LEVEL: UInt, Sendable, CaseIterable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Nothing is logged.
    case LL_NONE
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Only failures the SDK cannot continue after.
    case LL_FATAL
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Errors (the adapter's `.error` diagnostics).
    case LL_ERROR
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Errors and warnings: the vendor's default.
    case LL_WARN
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Errors, warnings and information.
    case LL_INFO
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Everything up to debug output.
    case LL_DEBUG
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Everything.
    case LL_VERBOSE

    /// Whether a diagnostic of `severity` is logged at this level (the vendor logs a message when its
    /// level is at most the configured one).
    public func logs(_ severity: Diagnostic.Severity) -> Bool {
        switch severity {
        case .error: rawValue >= Self.LL_ERROR.rawValue
        case .warning: rawValue >= Self.LL_WARN.rawValue
        case .info: rawValue >= Self.LL_INFO.rawValue
        }
    }
}

extension OneSignal {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The vendor's `OneSignal.Debug` namespace, as its set-up sample calls it
    /// (`OneSignal.Debug.setLogLevel(.LL_VERBOSE)`): how much of the adapter's own diagnostics
    /// (`oneSignal.*`, its store's write failures) reach the environment's diagnostics handler.
    /// The engine's diagnostics are not the vendor's log and always reach it.
    public enum Debug {
        struct Levels {
            var log = ONE_S_LOG_LEVEL.LL_WARN
            var alert = ONE_S_LOG_LEVEL.LL_NONE
        }

        static let levels = LockedValue(Levels())

        /// Sets which of the adapter's diagnostics are reported; `.LL_WARN` (warnings and errors) until
        /// an app sets it, as the vendor's.
        public static func setLogLevel(_ logLevel: ONE_S_LOG_LEVEL) {
            levels.withLock { $0.log = logLevel }
        }

        /// Kept for the vendor's samples: the vendor shows an alert for each log at or below this level
        /// (a debugging aid); the adapter shows none and keeps the level in ``alertLevel`` only.
        public static func setAlertLevel(_ logLevel: ONE_S_LOG_LEVEL) {
            levels.withLock { $0.alert = logLevel }
        }

        /// The level ``setLogLevel(_:)`` set.
        public static var logLevel: ONE_S_LOG_LEVEL { levels.withLock { $0.log } }

        /// The level ``setAlertLevel(_:)`` set; nothing is shown for it.
        public static var alertLevel: ONE_S_LOG_LEVEL { levels.withLock { $0.alert } }

        /// Reports one of the adapter's diagnostics when the log level lets it through.
        static func log(_ diagnostic: Diagnostic, to environment: PlatformEnvironment) {
            guard logLevel.logs(diagnostic.severity) else { return }
            environment.diagnostics(diagnostic)
        }
    }
}
