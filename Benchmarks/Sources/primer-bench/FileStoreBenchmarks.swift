import Foundation
import PrimerCore

/// `FileStore` reads with few and many keys in the file, the read right after another instance's write
/// (and a naive re-read to compare it with), and filling a new store one key at a time.
enum FileStoreBenchmarks {
    static func all(scratch: Scratch) -> [Benchmark] {
        read(keys: 10, name: "fileStore.read.10", scratch: scratch)
            + read(keys: 10_000, name: "fileStore.read.10k", scratch: scratch)
            + readAfterOtherWriter(keys: 10, name: "fileStore.read.10", scratch: scratch) + [
                fill(keys: 100, name: "fileStore.fill.100", scratch: scratch),
                fill(keys: 1_000, name: "fileStore.fill.1000", scratch: scratch),
            ]
    }

    /// The file of `keys` keys, written directly in the store's documented format.
    private static func writeFile(keys: Int, to url: URL) {
        let records = (0..<keys).map { #""key\#($0)":{"int":\#($0)}"# }.joined(separator: ",")
        try? Data(#"{"values":{\#(records)},"version":1}"#.utf8).write(to: url)
    }

    /// One key read by a warm store right after another `FileStore` instance (as an app's extension
    /// would) wrote another key (`name.afterOtherWriter`; the write is not timed), and the naive re-read
    /// it is compared with (`name.naiveReread`): open, read, decode and close the file just written.
    private static func readAfterOtherWriter(keys: Int, name: String, scratch: Scratch) -> [Benchmark] {
        let url = scratch.file("reread-\(keys).json")
        writeFile(keys: keys, to: url)
        let reader = FileStore(url: url)
        let writer = FileStore(url: url)
        let key = "key\(keys / 2)"
        keep(reader.value(forKey: key))
        let counter = Counter()
        let write: () async -> Void = { _ = try? writer.setValue(.int(counter.next()), forKey: "other") }
        return [
            .afterSetUp("\(name).afterOtherWriter", setUp: write) { keep(reader.value(forKey: key)) },
            .afterSetUp("\(name).naiveReread", setUp: write) {
                keep((try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(NaiveFile.self, from: $0) })
            },
        ]
    }

    /// The store's format as a plain `Decodable`, for the naive re-read.
    private struct NaiveFile: Decodable {
        let values: [String: [String: Int]]
    }

    /// One key read from a file of `keys` keys, written directly in the store's documented format: warm
    /// (`name`, reads back to back) and paced (`name.paced`, one after each pause).
    private static func read(keys: Int, name: String, scratch: Scratch) -> [Benchmark] {
        let url = scratch.file("read-\(keys).json")
        writeFile(keys: keys, to: url)
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
