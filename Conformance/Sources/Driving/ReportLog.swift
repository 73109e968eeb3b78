@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A thread-safe, append-only log that drivers and tests share with escaping callbacks: the adapter's
/// callbacks append, the driver drains. One lock, no ordering surprises.
///
/// A log of ``AdapterReport`` made by a driver's factory is also read by the conformance suite while it
/// holds a card or a system request, so it lets go of them as soon as the reports it judges are made.
/// Such a log also records each report in the device's trace as it is appended (an `AppCall` named by
/// its vendor form, then its canonical event), so a report made inside the callback the app hears takes
/// its place among the device's own entries.
public final class ReportLog<Element: Sendable>: Sendable {
    private let entries = LockedValue<[Element]>([])
    private let closed = LockedValue(false)
    private let tracer: TraceRecorder?

    /// Creates an empty log.
    public init() {
        let factory = FactoryReportLogs.current.get()
        let reportsLog = Element.self == AdapterReport.self
        tracer = reportsLog ? factory?.tracer : nil
        if reportsLog, let reports = self as? ReportLog<AdapterReport> { factory?.add(reports) }
    }

    /// Appends `element` (dropped once the log is closed).
    public func append(_ element: Element) {
        guard !closed.withLock({ $0 }) else { return }
        entries.withLock { $0.append(element) }
        if let tracer, let report = element as? AdapterReport {
            tracer.record(.appCall(AppCall(report.vendorForm, onMainThread: report.onMainThread)))
            if let event = report.event { tracer.record(.event(event)) }
        }
    }

    /// Empties the log and drops every later append: the driver stopped listening (``PrimerDriver/stop()``).
    public func close() {
        closed.withLock { $0 = true }
        // What was logged may hold the last reference to an object whose deinit takes a lock.
        entries.withLockReleasingAfterUnlock { entries in
            defer { entries = [] }
            return entries
        }
    }

    /// Everything logged so far.
    public var all: [Element] { entries.withLock { $0 } }

    /// Everything logged since the last drain, emptying the log.
    public func drain() -> [Element] {
        entries.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
    }
}
