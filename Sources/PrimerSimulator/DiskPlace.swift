import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Where a real store of one ``DeviceDisk`` keeps its values: a temporary directory and a defaults suite
/// named for a place number no other live disk of the process holds. Released with its disk: the
/// directory and the suite's domain are removed, and the number goes back for a later disk, so a long run
/// leaves nothing behind and opens a bounded number of suites (each `UserDefaults` suite a process opens
/// stays in `UserDefaultsStore`'s registry for the life of the process).
final class DiskPlace: Sendable {
    /// The store kept here (`.file` or `.userDefaults`).
    let kind: DiskKind
    let number: Int
    /// `PrimerSimulator.<process id>.<number>`: unique among concurrent processes, too.
    let name: String

    private static let pool = LockedValue((free: [Int](), next: 0))

    /// Removes at exit what disks still held then (a device a wedged task kept alive is never released).
    private static let cleanupAtExit: Void = { atexit { DiskPlace.removeEveryPlace() } }()

    /// A place for a store of `kind`, empty: a released place was emptied, and a number used for the first
    /// time is emptied of what a crashed process with the same id may have left.
    init(_ kind: DiskKind) {
        self.kind = kind
        Self.cleanupAtExit
        let (number, firstUse) = Self.pool.withLock { pool in
            if let number = pool.free.popLast() { return (number, false) }
            defer { pool.next += 1 }
            return (pool.next, true)
        }
        self.number = number
        name = "PrimerSimulator.\(ProcessInfo.processInfo.processIdentifier).\(number)"
        if firstUse { Self.removeContents(of: name) }
    }

    deinit {
        removeContents()
        Self.pool.withLock { $0.free.append(number) }
    }

    /// Every place this process numbered, emptied.
    private static func removeEveryPlace() {
        let count = pool.withLock { $0.next }
        let process = ProcessInfo.processInfo.processIdentifier
        for number in 0..<count { Self.removeContents(of: "PrimerSimulator.\(process).\(number)") }
    }

    /// The directory of the file store.
    private var directory: URL { Self.root.appendingPathComponent(name) }

    /// The file store's file.
    var fileURL: URL { directory.appendingPathComponent("PrimerState.json") }

    /// A fresh instance of the store over this place: the suite for `.userDefaults`, else the file.
    func openStore() -> any KeyValueStore {
        // Foundation refuses only the app's own bundle identifier as a suite name, never one of this form.
        if kind == .userDefaults, let suite = UserDefaultsStore(suiteName: name) { return suite }
        return FileStore(url: fileURL)
    }

    /// Removes every value of the store.
    func removeContents() {
        if kind == .userDefaults {
            UserDefaultsStore(suiteName: name)?.removeAll()
        } else {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// Where the places' directories are: memory-backed where the system has such a folder (Linux's
    /// `/dev/shm`), else the temporary directory. `FileStore` runs the same calls on either (temporary
    /// file, `fsync`, rename, directory sync, `flock`, the mapped lock file); on a disk its syncs made a
    /// conformance run several times slower without changing a verdict, and what a crash keeps is
    /// `scripts/crash-consistency`'s subject, not the suite's.
    private static let root: URL = {
        let memory = "/dev/shm"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: memory, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: memory)
        {
            return URL(fileURLWithPath: memory, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }()

    /// Removes the values of either store kept under `name`.
    private static func removeContents(of name: String) {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        UserDefaultsStore(suiteName: name)?.removeAll()
    }
}
