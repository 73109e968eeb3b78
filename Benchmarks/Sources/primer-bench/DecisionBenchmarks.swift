import Foundation
import PrimerCore
import PrimerSimulator

/// A warm "should the card show" (`SoftAsk.decide()`) over each store: the status is known, so the
/// decision reads the throttle stamp from the store and the clock.
enum DecisionBenchmarks {
    static let throttleKey = "bench.throttle"

    static func all(scratch: Scratch) -> [Benchmark] {
        var benchmarks = [decide("decide.inMemory", store: InMemoryStore())]
        benchmarks.append(decide("decide.fileStore", store: FileStore(url: scratch.file("decide.json"))))
        if let defaults = UserDefaultsStore(suiteName: "PushPrimerKit.primer-bench") {
            defaults.removeAll()
            benchmarks.append(decide("decide.userDefaults", store: defaults))
        }
        return benchmarks
    }

    private static func decide(_ name: String, store: any KeyValueStore) -> Benchmark {
        let device = SimulatedDevice(status: .notDetermined)
        let policy = PrimerPolicy(
            throttle: ThrottlePolicy(
                kind: .cooldown(days: 1), stampedOn: [.later],
                storageKey: throttleKey))
        // A stamp two days old: read on every decision, and over, so the card shows.
        try? store.setDate(device.clock.now.addingTimeInterval(-2 * 86_400), forKey: throttleKey)
        let ask = SoftAsk(policy: policy, environment: device.environment.with(store: store))
        return Benchmark(name: name) { iterations in
            for _ in 0..<iterations { keep(await ask.decide()) }
            return iterations
        }
    }
}
