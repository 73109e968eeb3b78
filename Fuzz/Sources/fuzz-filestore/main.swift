import Foundation
import FuzzSupport
@_spi(AdapterAuthoring) import PrimerCore

/// The store file every input is written to, one per fuzzing process.
let storeURL = FileManager.default.temporaryDirectory
    .appendingPathComponent("fuzz-filestore-\(ProcessInfo.processInfo.processIdentifier)")
    .appendingPathComponent("PrimerState.json")

/// One input: the input is a (corrupt) store file. Reading it must not trap, and a write
/// after it must succeed and be read back: a corrupt file never locks the store.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    try? FileManager.default.createDirectory(
        at: storeURL.deletingLastPathComponent(),
        withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: storeURL.path, contents: inputData(bytes, count))
    let store = FileStore(url: storeURL)
    let before = store.snapshot
    for key in before.keys.prefix(4) { _ = store.value(forKey: key) }
    do {
        try store.setValue(.int(1), forKey: "fuzz.written")
    } catch {
        fatalError("a write after reading a corrupt file failed: \(error)")
    }
    guard FileStore(url: storeURL).value(forKey: "fuzz.written") == .int(1) else {
        fatalError("a write after reading a corrupt file was not read back")
    }
    return 0
}

runFuzzer(fuzzOneInput)
