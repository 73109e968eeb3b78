import PrimerCore
import PrimerSimulator

/// Runs one ``VendorCase`` on a fresh device over a ``PublicSurface`` and judges its trace by the
/// case's matching rule. One runner for every adapter: an adapter adds cases and forms, never code here.
struct CaseRunner {
    let surface: PublicSurface
    /// The store the device keeps the app's values in.
    let disk: DiskKind

    /// Where the recorded and the expected entries first differ.
    struct Mismatch: Sendable {
        /// The step after which the differing entry was recorded (the last step when one is missing).
        var step: String
        var got: String
        var want: String
    }

    /// The case's mismatch, or `nil` when its trace is as expected. `enter` is told each step's name
    /// before it runs (the check's deadline and its failure location).
    func run(_ vendorCase: VendorCase, enter: (String) -> Void) async -> Mismatch? {
        let start = vendorCase.start
        let seeded = (try? DeviceDisk(disk, values: start.stored)) ?? (try? DeviceDisk(.inMemory, values: start.stored))
        let device = SimulatedDevice(
            status: start.status, user: ScriptedUser(cardAnswers: [], promptAnswers: [], inSettings: .leave),
            disk: seeded ?? DeviceDisk())
        func launch() async -> LaunchedSurface {
            await surface.launch(
                SurfaceContext(
                    environment: device.environment, settings: start.settings, recorder: device.traceRecorder))
        }
        enter("launch")
        var app = await launch()
        await Self.settle(app, device)
        var stepEnds = [(end: device.deviceTrace.entries.count, step: "launch")]
        for step in vendorCase.steps {
            enter(step.description)
            switch step {
            case let .call(form):
                guard await app.perform(form) else {
                    await app.stop()
                    return Mismatch(
                        step: step.description, got: "no public form named \(form) in the adapter's surface",
                        want: "one of: \(surface.forms.joined(separator: "; "))")
                }
            case let .user(cards, prompts, settings):
                device.user = ScriptedUser(cardAnswers: cards, promptAnswers: prompts, inSettings: settings)
            case .relaunch:
                await app.stop()
                device.relaunch()
                app = await launch()
            case .foreground: await device.returnToForeground()
            case let .changeInSettings(status): device.changeInSettings(to: status)
            case let .advance(seconds): device.clock.advance(by: seconds)
            }
            await Self.settle(app, device)
            stepEnds.append((device.deviceTrace.entries.count, step.description))
        }
        await app.stop()
        return Self.judge(
            device.deviceTrace.entries, stepEnds: stepEnds, expected: vendorCase.expected, silent: vendorCase.silent)
    }

    /// The work the step caused, done: main-actor hops already scheduled, the process's spawned tasks,
    /// the adapter's own queue, until a round starts no more work.
    private static func settle(_ app: LaunchedSurface, _ device: SimulatedDevice) async {
        var spawned: Int
        repeat {
            await MainActor.run {}
            await device.waitUntilIdle()
            spawned = device.spawnedTasks
            await app.waitUntilIdle()
            await MainActor.run {}
        } while device.spawnedTasks != spawned
    }

    /// The recorded entries of the subjects `expected` and `silent` name, against `expected`, in order.
    static func judge(
        _ entries: [TraceEntry], stepEnds: [(end: Int, step: String)], expected: [TraceEntry], silent: Set<String>
    ) -> Mismatch? {
        let subjects = Set(expected.map(\.caseSubject)).union(silent)
        let judged = entries.enumerated().filter { subjects.contains($0.element.caseSubject) }.map { index, entry in
            (entry: entry, step: stepEnds.first { $0.end > index }?.step ?? "after the last step")
        }
        let recorded =
            "judged entries recorded: "
            + (judged.isEmpty ? "none" : judged.map { "\($0.entry) [\($0.step)]" }.joined(separator: "; "))
        for index in 0..<max(judged.count, expected.count) {
            let got = index < judged.count ? judged[index] : nil
            let want = index < expected.count ? expected[index] : nil
            if let got, let want, got.entry.matches(want) { continue }
            return Mismatch(
                step: got?.step ?? stepEnds.last?.step ?? "launch",
                got: "entry \(index + 1): \(got.map { "\($0.entry)" } ?? "nothing more") (\(recorded))",
                want: want.map { "\($0)" } ?? "nothing more of \(subjects.sorted().joined(separator: ", "))")
        }
        return nil
    }
}
