import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The device's spawner: one per process, so idle covers every adapter of the running process. Every
/// ordering is forced: the work waits on a stream the test finishes only once the waiter is waiting.
@Suite(.timeLimit(.minutes(5))) struct DeviceSpawnerTests {
    @Test func idleWaitsForTheWorkOfEveryAdapterAndTheWorkItStarted() async {
        let device = SimulatedDevice()
        let (released, release) = AsyncStream<Void>.makeStream()
        let log = ReportLog<String>()
        let spawner = device.environment.spawner
        spawner.spawn {
            for await _ in released {}
            spawner.spawn { log.append("work started by work done") }
        }
        device.environment.spawner.spawn { log.append("other adapter's work done") }
        let waiter = Task {
            await device.waitUntilIdle()
            log.append("idle")
        }
        while device.idleWaiters < 1 { await Task.yield() }
        #expect(!log.all.contains("idle"))
        release.finish()
        await waiter.value
        #expect(log.all.last == "idle")
        #expect(log.all.count == 3)
    }

    @Test func aKilledProcessWorkIsNotWaitedFor() async {
        let device = SimulatedDevice()
        let (released, release) = AsyncStream<Void>.makeStream()
        device.environment.spawner.spawn { for await _ in released {} }
        device.relaunch()
        await device.waitUntilIdle()
        #expect(device.idleWaiters == 0)
        release.finish()
    }
}
