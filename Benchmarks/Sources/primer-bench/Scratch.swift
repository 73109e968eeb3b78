import Foundation

/// A temporary folder for the store benchmarks' files, removed at exit.
final class Scratch: Sendable {
    let directory: URL

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("primer-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
