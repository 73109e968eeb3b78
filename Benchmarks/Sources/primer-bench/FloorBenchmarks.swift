import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The floor a warm decision cannot beat: one dictionary read and one reading of the wall clock.
enum FloorBenchmarks {
    static func all() -> [Benchmark] {
        let values: [String: StoredValue] = ["bench.throttle": .double(0), "other": .int(1)]
        return [
            Benchmark(name: "floor.dictionary") { iterations in
                for _ in 0..<iterations {
                    keep(values["bench.throttle"])
                    keep(Date())
                }
                return iterations
            }
        ]
    }
}
