import OneSignalAdapter
import PrimerCore
import Testing

/// `OneSignal.Debug.setLogLevel(_:)` decides which of the adapter's diagnostics the app hears, as the
/// vendor's level decides which messages it logs.
@Suite struct DebugLogLevelTests {
    @Test(arguments: [
        (ONE_S_LOG_LEVEL.LL_NONE, [Diagnostic.Severity]()),
        (.LL_FATAL, []),
        (.LL_ERROR, [.error]),
        (.LL_WARN, [.error, .warning]),
        (.LL_INFO, [.error, .warning, .info]),
        (.LL_DEBUG, [.error, .warning, .info]),
        (.LL_VERBOSE, [.error, .warning, .info]),
    ])
    func aLevelLogsTheSeveritiesAtOrAboveIt(level: ONE_S_LOG_LEVEL, logged: [Diagnostic.Severity]) {
        let severities: [Diagnostic.Severity] = [.error, .warning, .info]
        #expect(severities.filter { level.logs($0) } == logged)
    }

    @Test func theLevelsKeepTheVendorsRawValues() {
        #expect(ONE_S_LOG_LEVEL.allCases.map(\.rawValue) == Array(0...6))
    }
}
