import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// "Should the card show" (`SoftAsk.decide()`) over each store, the status known, so the decision reads
/// the throttle stamp from the store and the clock: warm (decisions back to back, every one but the
/// first in 10 ms served from what the store read last) and paced (one after each pause, as an app
/// decides). The first decision of a new process is `LaunchBenchmarks`'.
enum DecisionBenchmarks {
    static let throttleKey = "bench.throttle"
    /// The `UserDefaults` suite of the warm and paced benchmarks.
    static let defaultsSuite = "PushPrimerKit.primer-bench"

    static func all(scratch: Scratch) -> [Benchmark] {
        var benchmarks = decide("decide.inMemory", store: InMemoryStore())
        benchmarks += decide("decide.fileStore", store: FileStore(url: scratch.file("decide.json")))
        benchmarks.append(decideAfterOtherWriter(url: scratch.file("decide-after-writer.json")))
        if let defaults = UserDefaultsStore(suiteName: defaultsSuite) {
            defaults.removeAll()
            benchmarks += decide("decide.userDefaults", store: defaults)
        }
        return benchmarks
    }

    /// A cooldown of a day, stamped on "later".
    static let policy = PrimerPolicy(
        throttle: ThrottlePolicy(kind: .cooldown(days: 1), stampedOn: [.later], storageKey: throttleKey))

    /// Stores a stamp two days before the simulator's "now": read on every decision, and over, so the
    /// card shows.
    static func stamp(_ store: any KeyValueStore) {
        try? store.setDate(ManualClock.defaultStart.addingTimeInterval(-2 * 86_400), forKey: throttleKey)
    }

    /// `decide()` over a `FileStore` right after another instance over the same file (an app's extension)
    /// wrote an unrelated key; the write is not timed.
    private static func decideAfterOtherWriter(url: URL) -> Benchmark {
        let device = SimulatedDevice(status: .notDetermined)
        let store = FileStore(url: url)
        stamp(store)
        let writer = FileStore(url: url)
        let ask = SoftAsk(policy: policy, environment: device.environment.with(store: store))
        let writes = LockedValue(0)
        return .afterSetUp("decide.fileStore.afterOtherWriter") {
            let count = writes.withLock { count in
                count += 1
                return count
            }
            _ = try? writer.setValue(.int(count), forKey: "other")
        } _: {
            keep(await ask.decide())
        }
    }

    /// `name` (warm) and `name.paced` over one device and store.
    private static func decide(_ name: String, store: any KeyValueStore) -> [Benchmark] {
        let device = SimulatedDevice(status: .notDetermined)
        stamp(store)
        let ask = SoftAsk(policy: policy, environment: device.environment.with(store: store))
        return [
            Benchmark(name: name) { iterations in
                for _ in 0..<iterations { keep(await ask.decide()) }
                return iterations
            },
            .paced("\(name).paced") { keep(await ask.decide()) },
        ]
    }
}
