import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The status monitor against the simulated device.
@Suite struct PermissionStatusMonitorTests {
    /// A monitor over `device` with a callback log.
    struct Fixture {
        let device: SimulatedDevice
        let monitor: PermissionStatusMonitor
        let log = ReportLog<StatusChange>()
        let observation: LifecycleObservation

        init(status: AuthorizationStatus = .denied, user: ScriptedUser = ScriptedUser()) {
            device = SimulatedDevice(status: status, user: user)
            monitor = PermissionStatusMonitor(environment: device.environment)
            observation = monitor.onChange(log.append)
        }

        var changes: [String] { log.all.map(\.description) }
    }

    @Test func unknownUntilTheLaunchReading() async {
        let fixture = Fixture()
        #expect(fixture.monitor.status == nil)
        #expect(fixture.device.statusReads == 0, "nothing is read before start")
        #expect(await fixture.monitor.start() == .denied)
        #expect(fixture.monitor.status == .denied)
        #expect(fixture.changes == ["unknown → denied (launch)"])
    }

    @Test func aFlipInSettingsIsDeliveredOnceOnTheNextForeground() async {
        let fixture = Fixture()
        await fixture.monitor.start()
        fixture.device.changeInSettings(to: .authorized)
        #expect(fixture.monitor.status == .denied, "nothing is read while in the background")
        await fixture.device.returnToForeground()
        await fixture.device.returnToForeground()
        #expect(fixture.monitor.status == .authorized)
        #expect(fixture.changes == ["unknown → denied (launch)", "denied → authorized (foreground)"])
    }

    @Test(arguments: AuthorizationStatus.allCases)
    func aForegroundWithNoChangeDeliversNothing(status: AuthorizationStatus) async {
        let fixture = Fixture(status: status)
        await fixture.monitor.start()
        for _ in 0..<3 { await fixture.device.returnToForeground() }
        #expect(fixture.log.all.count == 1)
        #expect(fixture.device.statusReads == 4, "read at launch and on each foreground")
    }

    /// The article's redirect: a denied user goes to the app's settings, turns notifications on, and the
    /// app sees it when it comes back.
    @Test func theSettingsRoundTripIsReportedAsSuch() async {
        let fixture = Fixture(user: ScriptedUser(inSettings: .enable))
        await fixture.monitor.start()
        #expect(await fixture.monitor.openNotificationSettings())
        await fixture.device.returnToForeground()
        fixture.device.changeInSettings(to: .denied)
        await fixture.device.returnToForeground()
        #expect(
            fixture.changes == [
                "unknown → denied (launch)", "denied → authorized (settingsReturn)",
                "authorized → denied (foreground)",
            ])
        #expect(fixture.device.trace.map(\.description) == ["settings", "foreground", "foreground"])
    }

    @Test func theSettingsReturnIsSeenEvenWithoutStart() async {
        let fixture = Fixture(user: ScriptedUser(inSettings: .enable))
        #expect(await fixture.monitor.openNotificationSettings())
        await fixture.device.returnToForeground()
        #expect(fixture.changes == ["unknown → authorized (settingsReturn)"])
    }

    @Test func settingsThatDoNotOpenLeaveAnOrdinaryForeground() async {
        let fixture = Fixture()
        fixture.device.settingsAvailable = false
        await fixture.monitor.start()
        #expect(await fixture.monitor.openNotificationSettings() == false)
        fixture.device.changeInSettings(to: .authorized)
        await fixture.device.returnToForeground()
        #expect(fixture.log.all.last?.trigger == .foreground)
    }

    @Test func startingTwiceObservesForegroundsOnce() async {
        let fixture = Fixture()
        let before = fixture.device.foregroundObservers // the device engine's own
        await fixture.monitor.start()
        await fixture.monitor.start()
        #expect(fixture.device.foregroundObservers == before + 1)
        fixture.monitor.stop()
        #expect(fixture.device.foregroundObservers == before)
    }

    @Test func theStreamDeliversEveryChangeInOrderAndEndsWithTheMonitor() async {
        let device = SimulatedDevice(status: .notDetermined)
        var monitor: PermissionStatusMonitor? = PermissionStatusMonitor(environment: device.environment)
        let stream = monitor!.changes()
        await monitor!.start()
        device.changeInSettings(to: .provisional)
        await device.returnToForeground()
        device.changeInSettings(to: .authorized)
        await monitor!.refresh()
        weak let weakMonitor = monitor
        monitor = nil
        #expect(weakMonitor == nil, "the monitor is not kept alive by its stream or its foreground observation")
        #expect(device.foregroundObservers == 1, "only the device engine's own observer is left")
        var received: [String] = []
        for await change in stream { received.append(change.description) }
        #expect(
            received == [
                "unknown → notDetermined (launch)", "notDetermined → provisional (foreground)",
                "provisional → authorized (manual)",
            ])
    }

    @Test func aCancelledStreamConsumerUnregisters() async {
        let fixture = Fixture()
        let stream = fixture.monitor.changes()
        #expect(fixture.monitor.observerCount == 2)
        let consumer = Task { for await _ in stream {} }
        consumer.cancel()
        await consumer.value
        #expect(fixture.monitor.observerCount == 1)
    }

    /// An owner that observes through ``PermissionStatusMonitor/observe(_:_:)`` is released normally and
    /// stops being called.
    @Test func anOwnerIsNotRetainedAndStopsReceivingWhenReleased() async {
        let fixture = Fixture()
        let received = ReportLog<StatusChange>()
        var owner: Screen? = Screen()
        fixture.monitor.observe(owner!) { screen, change in
            screen.seen.append(change)
            received.append(change)
        }
        await fixture.monitor.start()
        weak let weakOwner = owner
        owner = nil
        #expect(weakOwner == nil)
        #expect(fixture.monitor.observerCount == 1, "only the fixture's own observation is left")
        fixture.device.changeInSettings(to: .authorized)
        await fixture.device.returnToForeground()
        #expect(received.all.map(\.trigger) == [.launch])
    }

    /// A callback kept by its owner's observation goes away with the owner.
    @Test func aCallbackEndsWithItsObservation() async {
        let fixture = Fixture()
        let received = ReportLog<StatusChange>()
        var owner: Screen? = Screen()
        do {
            let token = fixture.monitor.onChange { [weak owner] change in
                owner?.seen.append(change)
                received.append(change)
            }
            owner!.observation.withLock { $0 = token }
        }
        weak let weakOwner = owner
        owner = nil
        #expect(weakOwner == nil)
        await fixture.monitor.start()
        #expect(received.all.isEmpty)
        #expect(fixture.monitor.observerCount == 1)
    }

    /// A reading that started earlier but finished later never overwrites a newer one.
    @Test func aStaleReadingIsDropped() async {
        let center = GatedPermissionCenter()
        let device = SimulatedDevice()
        let monitor = PermissionStatusMonitor(
            permissions: center, lifecycle: device.environment.lifecycle,
            settings: device.environment.settings)
        let log = ReportLog<StatusChange>()
        let observation = monitor.onChange(log.append)
        let slow = Task { await monitor.refresh() }
        await center.waitForReaders(1)
        let fast = Task { await monitor.refresh() }
        await center.waitForReaders(2)
        center.answer(reader: 2, with: .authorized)
        #expect(await fast.value == .authorized)
        center.answer(reader: 1, with: .denied)
        #expect(await slow.value == .denied)
        #expect(monitor.status == .authorized)
        #expect(log.all.map(\.description) == ["unknown → authorized (manual)"])
        _ = observation
    }
}

/// A screen-like owner of observations.
final class Screen: Sendable {
    let seen = ReportLog<StatusChange>()
    let observation = LockedValue<LifecycleObservation?>(nil)
}
