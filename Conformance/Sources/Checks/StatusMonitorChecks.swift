@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The status monitor's promises, judged on the monitor itself (``AdapterDescriptor/makeStatusMonitor``)
/// with the adapter launched beside it on the device, so they hold whatever the adapter reads or
/// forwards: every change reaches every consumer once, in order; the trigger is a Settings return once
/// after the app opened Settings, then plain foregrounds; no change from a foreground with nothing
/// changed or from a status read that timed out.
extension CheckContext {
    func statusMonitorPromises() async {
        let harness = Harness(descriptor: descriptor, status: .notDetermined, label: "status monitor")
        // The launch's own failures belong to the other checks.
        _ = await harness.perform(.launch)
        let device = harness.device
        let told = await MonitorConsumers.drive({ descriptor.makeStatusMonitor(device.environment) }, on: device)
        await harness.stop()
        for (consumer, heard) in told.heard {
            let want = told.expected.map(\.change)
            guard heard != want else { continue }
            let first = zip(heard, want).prefix { $0 == $1 }.count
            let step = first < told.expected.count ? told.expected[first].step : "after the last step"
            fail(
                "status monitor › \(step)", got: "\(consumer) heard \(Self.list(heard.dropFirst(first)))",
                want: "\(Self.list(want.dropFirst(first))) (every consumer hears every change once, in order)")
        }
    }

    private static func list(_ changes: ArraySlice<StatusChange>) -> String {
        changes.isEmpty ? "no change" : changes.map(\.description).joined(separator: ", ")
    }
}

/// Two streams and a callback on one monitor, and the changes each was owed.
private enum MonitorConsumers {
    struct Told {
        var expected: [(step: String, change: StatusChange)] = []
        var heard: [(consumer: String, changes: [StatusChange])] = []
    }

    /// Drives the monitor `make` builds through the steps and returns, once it is released (which ends
    /// its streams), what each consumer heard.
    static func drive(_ make: () -> any StatusMonitorDriver, on device: SimulatedDevice) async -> Told {
        let called = LockedValue<[StatusChange]>([])
        var told = Told()
        var streams: [Task<[StatusChange], Never>] = []
        do {
            let monitor = make()
            streams = [monitor.changes(), monitor.changes()].map { stream in
                Task {
                    var heard: [StatusChange] = []
                    for await change in stream { heard.append(change) }
                    return heard
                }
            }
            let observation = monitor.onChange { change in called.withLock { $0.append(change) } }
            await steps(monitor, device) { step, change in told.expected.append((step, change)) }
            observation.cancel()
        }
        // The monitor is released here (nothing else holds it), which ends its streams.
        for (index, stream) in streams.enumerated() { told.heard.append(("stream \(index + 1)", await stream.value)) }
        told.heard.append(("onChange callback", called.withLock { $0 }))
        return told
    }

    /// The steps, each with the change it owes (`nil`: none).
    private static func steps(
        _ monitor: any StatusMonitorDriver, _ device: SimulatedDevice,
        owe: (String, StatusChange) -> Void
    ) async {
        func change(_ previous: AuthorizationStatus?, _ current: AuthorizationStatus, _ trigger: StatusRefreshTrigger)
            -> StatusChange
        { StatusChange(previous: previous, current: current, trigger: trigger) }

        _ = await monitor.start()
        owe("start", change(nil, .notDetermined, .launch))
        await device.returnToForeground() // nothing changed: nothing owed
        device.changeInSettings(to: .authorized)
        await device.returnToForeground()
        owe("allowed in Settings › foreground", change(.notDetermined, .authorized, .foreground))
        _ = await monitor.openNotificationSettings()
        device.changeInSettings(to: .denied)
        await device.returnToForeground()
        owe("openNotificationSettings › turned off › return", change(.authorized, .denied, .settingsReturn))
        device.changeInSettings(to: .authorized)
        await device.returnToForeground()
        owe("allowed in Settings › foreground after the Settings return", change(.denied, .authorized, .foreground))
        _ = await monitor.openNotificationSettings()
        await device.returnToForeground() // a Settings return with nothing changed: nothing owed
        device.changeInSettings(to: .denied)
        await device.returnToForeground()
        owe("Settings left as it was › turned off › foreground", change(.authorized, .denied, .foreground))
        device.statusReadsHang = true
        device.changeInSettings(to: .authorized)
        await device.returnToForeground() // the read times out: nothing owed
        _ = await monitor.refresh(.manual) // so does this one
        device.statusReadsHang = false
        await device.returnToForeground()
        owe("status reads hung, then answer › foreground", change(.denied, .authorized, .foreground))
    }
}
