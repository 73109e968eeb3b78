@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The ``ReportLog``s of ``AdapterReport`` made while a driver's factory runs (``DriverSession/launch()``
/// sets ``current`` around the call), so the suite can read a report the moment the adapter makes it.
/// ``PrimerDriver/takeReports()`` may wait until the adapter is idle, which it never is while the suite
/// holds its card or its system request; these logs are read without waiting and without draining.
final class FactoryReportLogs: Sendable {
    /// The logs of the factory running in this task (`nil` outside ``DriverSession/launch()``).
    static let current = TaskLocal<FactoryReportLogs?>(wrappedValue: nil)

    private let logs = LockedValue<[ReportLog<AdapterReport>]>([])
    /// Where the logs' reports also go as they are made: the device's trace (`nil`: nowhere).
    let tracer: TraceRecorder?

    /// Logs whose reports are also recorded by `tracer` as they are appended.
    init(tracer: TraceRecorder? = nil) { self.tracer = tracer }

    /// A log the factory made.
    func add(_ log: ReportLog<AdapterReport>) { logs.withLock { $0.append(log) } }

    /// Every report in the logs since they were last drained, or `nil` when the factory made no log (its
    /// driver keeps its reports some other way, which the suite cannot read before they are taken).
    var reportsSoFar: [AdapterReport]? {
        let logs = logs.withLock { $0 }
        return logs.isEmpty ? nil : logs.flatMap(\.all)
    }
}
