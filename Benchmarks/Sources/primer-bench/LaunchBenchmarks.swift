import AllocationCounter
import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The first decision of a new process, over each store: what an app pays on every launch. Each sample
/// is a process of its own (this program run again with ``childFlag``), which times the decision from
/// opening the store to the decision's answer and prints the figures for the parent to collect.
enum LaunchBenchmarks {
    /// The hidden first argument that makes this program one launch sample.
    static let childFlag = "--first-decision-of-this-process"
    /// The `UserDefaults` suite the launch samples read.
    static let defaultsSuite = "PushPrimerKit.primer-bench.launch"

    /// The store a launch sample decides over.
    enum Store: String {
        case inMemory, fileStore, userDefaults
    }

    static func all(scratch: Scratch) -> [Benchmark] {
        var benchmarks = [launch("decide.inMemory.firstAfterLaunch", .inMemory, location: "")]
        let file = scratch.file("launch.json")
        DecisionBenchmarks.stamp(FileStore(url: file))
        benchmarks.append(launch("decide.fileStore.firstAfterLaunch", .fileStore, location: file.path))
        if let defaults = UserDefaultsStore(suiteName: defaultsSuite) {
            defaults.removeAll()
            DecisionBenchmarks.stamp(defaults)
            // On disk before the samples start: they are other processes.
            UserDefaults(suiteName: defaultsSuite)?.synchronize()
            benchmarks.append(launch("decide.userDefaults.firstAfterLaunch", .userDefaults, location: defaultsSuite))
        }
        return benchmarks
    }

    /// One sample per iteration, each a new process.
    private static func launch(_ name: String, _ store: Store, location: String) -> Benchmark {
        Benchmark(name: name, fixedIterations: 1) { iterations in
            var nanoseconds: UInt64 = 0
            var allocations: UInt64 = 0
            for _ in 0..<iterations {
                let figures = runSample(store, location: location)
                nanoseconds += figures.nanoseconds
                allocations += figures.allocations
            }
            return RoundSample(operations: iterations, nanoseconds: nanoseconds, allocations: allocations)
        }
    }

    /// Runs this program as one sample and reads its figures; exits with the sample's message if it fails.
    private static func runSample(_ store: Store, location: String) -> (nanoseconds: UInt64, allocations: UInt64) {
        let process = Process()
        process.executableURL =
            Bundle.main.executableURL ?? URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        process.arguments = [childFlag, store.rawValue, location]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            fail("cannot start a launch sample: \(error)")
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let figures = printed.split(separator: " ").compactMap {
            UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard process.terminationStatus == 0, figures.count == 2 else {
            fail("the launch sample over \(store.rawValue) failed (exit \(process.terminationStatus)): '\(printed)'")
        }
        return (figures[0], figures[1])
    }

    /// The sample's side: times the first decision of this process over `arguments` (store, location)
    /// and prints `nanoseconds allocations`; returns the exit status.
    ///
    /// Timed: making the store (opening and reading its file or defaults; an in-memory store is made and
    /// stamped before), the environment (the device's engine is made on its first use) and the
    /// `SoftAsk`, and the first `decide()`. Not timed: the process start (loading, the Swift runtime) and
    /// the simulated device, which stands for the live ports.
    static func runChild(_ arguments: ArraySlice<String>) async -> Int32 {
        guard let store = arguments.first.flatMap(Store.init(rawValue:)) else {
            FileHandle.standardError.write(Data("primer-bench: \(childFlag) takes a store name\n".utf8))
            return 2
        }
        let location = arguments.dropFirst().first ?? ""
        let device = SimulatedDevice(status: .notDetermined)
        let inMemory = InMemoryStore()
        DecisionBenchmarks.stamp(inMemory)
        let allocationsBefore = allocation_counter_total()
        let start = monotonicNanoseconds()
        let opened: (any KeyValueStore)? =
            switch store {
            case .inMemory: inMemory
            case .fileStore: FileStore(url: URL(fileURLWithPath: location))
            case .userDefaults: UserDefaultsStore(suiteName: location)
            }
        guard let opened else { return 1 }
        let ask = SoftAsk(policy: DecisionBenchmarks.policy, environment: device.environment.with(store: opened))
        keep(await ask.decide())
        let elapsed = monotonicNanoseconds() - start
        let allocations = allocation_counter_total() - allocationsBefore
        // A sample that did not read the stamp written before it measured another path.
        guard opened.value(forKey: DecisionBenchmarks.throttleKey) != nil else {
            FileHandle.standardError.write(Data("primer-bench: the launch sample did not find the stamp\n".utf8))
            return 1
        }
        print("\(elapsed) \(allocations)")
        return 0
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("primer-bench: \(message)\n".utf8))
        exit(1)
    }
}
