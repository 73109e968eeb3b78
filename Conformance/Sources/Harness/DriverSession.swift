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

    /// Launches the app: a fresh driver from the descriptor's factory becomes the running process's. What
    /// its factory's report logs receive is recorded in the device's trace as it arrives.
    @discardableResult
    public func launch() async -> any PrimerDriver {
        let logs = FactoryReportLogs(tracer: device.traceRecorder)
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

    /// Everything the running process reports once the work the step caused is done: main-actor
    /// callbacks already scheduled run first (a hop to the main actor runs after them; a vendor's hop to
    /// the main queue is not work the spawner knows of), then the device goes idle (every task the
    /// process spawned has finished, `SimulatedDevice.waitUntilIdle()`), then the driver hands its
    /// reports out. When handing them out started more work (a driver whose ``PrimerDriver/takeReports()``
    /// waits for its adapter's own queue, which started moves), it goes round again, until a round starts
    /// none. Idle is a fact, not a count of quiet turns.
    ///
    /// A check settles only once it has let go of every card and request it held: a spawned task waiting
    /// on one would keep the device busy (drivers that wait for their adapter in `takeReports()` had the
    /// same contract). A report made by work outside the spawner (a task an adapter starts by itself)
    /// after the round lands in the next step.
    public func settle() async -> [AdapterReport] {
        let driver = currentDriver()
        var reports: [AdapterReport] = []
        var spawned: Int
        repeat {
            await MainActor.run {}
            await device.waitUntilIdle()
            spawned = device.spawnedTasks
            reports += await driver.takeReports()
        } while device.spawnedTasks != spawned
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
