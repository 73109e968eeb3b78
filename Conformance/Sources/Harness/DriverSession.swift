import PrimerCore
import PrimerSimulator

/// One adapter's processes on one simulated device: the only place the suite and `primer-lab` make
/// drivers, collect what they report and stop them. Both step drivers through it, so they share one
/// settle rule (``settle()``) and one teardown (``stop()``).
///
/// Inside a conformance check every driver it makes is also known to the check, which stops what is
/// left when the check ends, by its deadline too. Not `Sendable`: one session belongs to the task that
/// steps it.
public final class DriverSession {
    /// The adapter.
    public let descriptor: AdapterDescriptor
    /// The device its processes run on.
    public let device: SimulatedDevice
    /// The driver of the running process (`nil` before ``launch()``).
    public private(set) var driver: (any PrimerDriver)?
    /// Wraps the device's ports before the factory gets them (the suite numbers stamp writes, holds cards).
    private let prepare: @Sendable (PlatformEnvironment) -> PlatformEnvironment
    /// The report logs the running process's driver was made with (``reportsSoFar``).
    private var reportLogs: FactoryReportLogs?
    /// Every driver made and not stopped yet, with its token in the check's scope.
    private var started: [(driver: any PrimerDriver, token: Int?)] = []
    /// The check this session runs for, if any.
    private let scope = CheckScope.current.get()

    /// A session over `device`; `prepare` wraps the ports each launch hands to the factory.
    public init(
        descriptor: AdapterDescriptor, device: SimulatedDevice,
        prepare: @escaping @Sendable (PlatformEnvironment) -> PlatformEnvironment = { $0 }
    ) {
        self.descriptor = descriptor
        self.device = device
        self.prepare = prepare
    }

    /// The ports the next launch gets.
    public var environment: PlatformEnvironment { prepare(device.environment) }

    /// Launches the app: a fresh driver from the descriptor's factory becomes the running process's.
    @discardableResult
    public func launch() async -> any PrimerDriver {
        let logs = FactoryReportLogs()
        let made = await FactoryReportLogs.current.withValue(logs) { await descriptor.makeDriver(environment) }
        started.append((made, scope?.started(made)))
        driver = made
        reportLogs = logs
        return made
    }

    /// What the running process has reported since the last ``settle()``, read at once (without waiting
    /// for the adapter to go idle, as ``PrimerDriver/takeReports()`` may), or `nil` when its driver's
    /// factory made no ``ReportLog`` of ``AdapterReport`` to read.
    var reportsSoFar: [AdapterReport]? { reportLogs?.reportsSoFar }

    /// Kills the running process and launches a new one over the same device (the killed driver is
    /// stopped with the others, by ``stop()``).
    @discardableResult
    public func relaunch() async -> any PrimerDriver {
        device.relaunch()
        return await launch()
    }

    /// The driver of the running process.
    public func currentDriver() -> any PrimerDriver {
        guard let driver else { preconditionFailure("launch the session before driving it") }
        return driver
    }

    /// Everything the running process reports until it goes quiet: main-actor callbacks already
    /// scheduled run first (a hop to the main actor runs after them), then reports are taken until
    /// neither they nor the system trace move for four scheduler turns (at most 200). Adapters may
    /// finish work after a call returns (a registration, a cache write); no waiting for time.
    ///
    /// The quiet turns are a fact only for drivers whose ``PrimerDriver/takeReports()`` waits until the
    /// adapter is idle (ActiveReach, Pushwoosh, Rakuten and the test adapters do): the first call then
    /// returns everything the step caused. For a driver that hands out its log at once, a report made
    /// after ``PrimerDriver/presentPrimer()`` returned and later than four turns lands in the next
    /// step; the contract keeps the answer itself before the return, so that can only be a report the
    /// contract lets come later (a registration). Such a driver should wait for its adapter's work in
    /// `takeReports()`.
    public func settle() async -> [AdapterReport] {
        await MainActor.run {}
        let driver = currentDriver()
        var reports: [AdapterReport] = []
        var quietTurns = 0
        var traceCount = device.trace.count
        for _ in 0..<200 where quietTurns < 4 {
            let more = await driver.takeReports()
            reports += more
            let count = device.trace.count
            quietTurns = more.isEmpty && count == traceCount ? quietTurns + 1 : 0
            traceCount = count
            await Task.yield()
        }
        return reports
    }

    /// Stops every driver this session made, newest first (``PrimerDriver/stop()``); the session is not
    /// driven again.
    public func stop() async {
        let stopping = started.reversed()
        started = []
        driver = nil
        for (driver, token) in stopping {
            await driver.stop()
            if let token { scope?.stopped(token) }
        }
    }
}
