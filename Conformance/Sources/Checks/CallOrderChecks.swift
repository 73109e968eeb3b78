import PrimerCore
import PrimerSimulator

/// Calls an app makes one after another take effect in that order, fire-and-forget forms included.
extension CheckContext {
    /// Every sequence the driver declares, made back to back and made one call at a time on two fresh
    /// devices, leaves the same reports (what each call's completion observed), system calls, status and
    /// disk. A driver that is no ``CallOrderDriver`` declares no sequence and passes.
    func callOrder() async {
        let probe = DriverSession(descriptor: descriptor, device: SimulatedDevice(status: .notDetermined))
        guard let driver = await probe.launch() as? any CallOrderDriver else {
            await probe.stop()
            return
        }
        let sequences = driver.callSequences
        await probe.stop()
        for sequence in sequences {
            let backToBack = await run(sequence, settlingEach: false)
            let oneByOne = await run(sequence, settlingEach: true)
            for (name, got, want) in [
                ("reports", backToBack.reports, oneByOne.reports), ("system calls", backToBack.trace, oneByOne.trace),
                ("status", backToBack.status, oneByOne.status), ("disk", backToBack.disk, oneByOne.disk),
            ] where got != want {
                fail(
                    "from notDetermined › launch › \(sequence.map(\.rawValue).joined(separator: ", ")) back to back",
                    got: "\(name): \(got)", want: "\(name) as when each call is awaited: \(want)")
            }
        }
    }

    /// What one run of `sequence` left, spelled for comparison.
    private struct Effects {
        var reports = "", trace = "", status = "", disk = ""
    }

    private func run(_ sequence: [AppCall], settlingEach: Bool) async -> Effects {
        let device = SimulatedDevice(status: .notDetermined)
        let session = DriverSession(descriptor: descriptor, device: device)
        let driver = await session.launch()
        _ = await session.settle()
        device.clearTrace()
        var reports: [AdapterReport] = []
        guard let caller = driver as? any CallOrderDriver else { return Effects() }
        if settlingEach {
            for call in sequence {
                await MainActor.run { caller.make(call) }
                reports += await session.settle()
            }
        } else {
            // One after another with nothing in between, as one synchronous stretch of app code makes them.
            await MainActor.run { for call in sequence { caller.make(call) } }
        }
        reports += await session.settle()
        let disk = device.disk.snapshot.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // The reports as a multiset: a driver may collect a completion and a delegate in two logs, handed
        // out in its own order; what a call observed is in each report's text (a query's answer).
        let effects = Effects(
            reports: reports.map(\.description).sorted().joined(separator: ", "),
            trace: device.trace.map(\.description).joined(separator: ", "), status: "\(device.status)",
            disk: disk.joined(separator: ", "))
        await session.stop()
        return effects
    }
}
