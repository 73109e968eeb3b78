import Foundation
import PrimerCore

/// `FileStore` reads with few and many keys in the file, and filling a new store one key at a time.
enum FileStoreBenchmarks {
    static func all(scratch: Scratch) -> [Benchmark] {
        read(keys: 10, name: "fileStore.read.10", scratch: scratch)
            + read(keys: 10_000, name: "fileStore.read.10k", scratch: scratch) + [
                fill(keys: 100, name: "fileStore.fill.100", scratch: scratch),
                fill(keys: 1_000, name: "fileStore.fill.1000", scratch: scratch),
            ]
    }

    /// One key read from a file of `keys` keys, written directly in the store's documented format: warm
    /// (`name`, reads back to back) and paced (`name.paced`, one after each pause).
    private static func read(keys: Int, name: String, scratch: Scratch) -> [Benchmark] {
        let url = scratch.file("read-\(keys).json")
        let records = (0..<keys).map { #""key\#($0)":{"int":\#($0)}"# }.joined(separator: ",")
        try? Data(#"{"values":{\#(records)},"version":1}"#.utf8).write(to: url)
        let store = FileStore(url: url)
        let key = "key\(keys / 2)"
        return [
            Benchmark(name: name) { iterations in
                for _ in 0..<iterations { keep(store.value(forKey: key)) }
                return iterations
            },
            .paced("\(name).paced") { keep(store.value(forKey: key)) },
        ]
    }

    /// A new store filled with `keys` keys, one `setValue` each; one operation is the whole fill.
    private static func fill(keys: Int, name: String, scratch: Scratch) -> Benchmark {
        let counter = Counter()
        return Benchmark(
            name: name,
            round: { iterations in
                for _ in 0..<iterations {
                    let url = scratch.file("fill-\(keys)-\(counter.next()).json")
                    let store = FileStore(url: url)
                    for key in 0..<keys { try? store.setValue(.int(key), forKey: "key\(key)") }
                    try? FileManager.default.removeItem(at: url)
                }
                return iterations
            }, fixedIterations: 1)
    }

    /// Numbers the fill benchmarks' files, so each fill starts from an empty store.
    private final class Counter {
        private var value = 0
        func next() -> Int {
            value += 1
            return value
        }
    }
}
