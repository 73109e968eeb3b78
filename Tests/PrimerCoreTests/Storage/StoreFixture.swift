import Foundation
import PrimerCore

/// The three stores behind one interface, so one contract test runs against each. `instance()` opens
/// another instance over the same storage (the same object for the in-memory store, whose instances are
/// independent by design); `cleanUp()` deletes the storage.
enum StoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory, file, userDefaults

    var description: String { rawValue }

    /// Fresh, empty storage of this kind.
    func fixture(diagnostics: @escaping DiagnosticsHandler = { _ in }) -> StoreFixture {
        StoreFixture(kind: self, name: "PrimerCoreTests.\(UUID().uuidString)", diagnostics: diagnostics)
    }
}

struct StoreFixture: Sendable {
    let kind: StoreKind
    let name: String
    let diagnostics: DiagnosticsHandler
    private let memory = InMemoryStore()

    init(kind: StoreKind, name: String, diagnostics: @escaping DiagnosticsHandler) {
        self.kind = kind
        self.name = name
        self.diagnostics = diagnostics
    }

    /// A directory of its own under the temporary directory.
    var directory: URL { FileManager.default.temporaryDirectory.appendingPathComponent(name) }

    /// The store file of the file kind.
    var fileURL: URL { directory.appendingPathComponent("store.json") }

    /// Another instance over the same storage.
    func instance() -> any KeyValueStore {
        switch kind {
        case .inMemory: memory
        case .file: FileStore(url: fileURL, diagnostics: diagnostics)
        case .userDefaults: UserDefaultsStore(suiteName: name, diagnostics: diagnostics)!
        }
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
        UserDefaults(suiteName: name)?.removePersistentDomain(forName: name)
        UserDefaultsStore(suiteName: name)?.removeAll()
    }
}
