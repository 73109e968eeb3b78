import Foundation
@_spi(AdapterAuthoring) import PrimerCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One writer of `scripts/crash-consistency`: writes 1, 2, 3, … under the key `writer.<id>` of the
/// FileStore at `<store>` until it is killed, and after each write returns appends the number to
/// `<acks>` (one line per acknowledged write, appended with a single `write(2)`, so a kill leaves either
/// the whole line or none). `<start>` is the first number to write (the last acknowledged one plus one).
/// Before each write it reads the other writers' keys (`writer.1` … `writer.8`, acknowledgements in
/// `acks.<id>` beside `<acks>`) through its warm store, and fails if one is older than that writer's
/// last acknowledged number.
///
/// Usage: `crash-writer <store> <id> <acks> <start>`, or `crash-writer --check <store> [--write]` to
/// print every key and its number (`<key> <number>`, one a line), then with `--write` make one write.
let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--check" {
    let store = FileStore(url: URL(fileURLWithPath: arguments[2]))
    for (key, value) in store.snapshot.sorted(by: { $0.key < $1.key }) {
        guard case let .int(number) = value else {
            print("\(key) unreadable: \(value)")
            exit(1)
        }
        print("\(key) \(number)")
    }
    if arguments.count == 4, arguments[3] == "--write" {
        do { try store.setValue(.int(0), forKey: "check") } catch {
            FileHandle.standardError.write(Data("crash-writer: check write failed: \(error)\n".utf8))
            exit(1)
        }
    }
    exit(0)
}
guard arguments.count == 5, let first = Int(arguments[4]) else {
    FileHandle.standardError.write(Data("usage: crash-writer <store> <id> <acks> <start>\n".utf8))
    exit(2)
}
let store = FileStore(url: URL(fileURLWithPath: arguments[1]))
let key = "writer.\(arguments[2])"
let acks = open(arguments[3], O_WRONLY | O_APPEND | O_CREAT, 0o644)
guard acks >= 0 else {
    FileHandle.standardError.write(Data("crash-writer: cannot open \(arguments[3])\n".utf8))
    exit(2)
}
/// The last number the writer of `acksPath` acknowledged (0 when none).
func lastAcknowledged(_ acksPath: String) -> Int {
    guard let text = try? String(contentsOfFile: acksPath, encoding: .utf8) else { return 0 }
    return text.split(separator: "\n").last.flatMap { Int($0) } ?? 0
}

// The other writers' acknowledgement files: what they acknowledged before this process reads their keys
// must be there already, even through this process's warm store (its change counter's promise).
let acksDirectory = URL(fileURLWithPath: arguments[3]).deletingLastPathComponent()
let others = (1...8).map(String.init).filter { $0 != arguments[2] }
var next = first
while true {
    for other in others {
        let acknowledged = lastAcknowledged(acksDirectory.appendingPathComponent("acks.\(other)").path)
        guard acknowledged > 0 else { continue }
        guard case let .int(number)? = store.value(forKey: "writer.\(other)"), number >= acknowledged else {
            FileHandle.standardError.write(
                Data("crash-writer: writer \(other) acknowledged \(acknowledged), this store still reads older\n".utf8))
            exit(1)
        }
    }
    do {
        try store.setValue(.int(next), forKey: key)
    } catch {
        FileHandle.standardError.write(Data("crash-writer: write \(next) failed: \(error)\n".utf8))
        exit(1)
    }
    let line = Array("\(next)\n".utf8)
    guard line.withUnsafeBytes({ write(acks, $0.baseAddress, $0.count) }) == line.count else { exit(1) }
    next += 1
}
