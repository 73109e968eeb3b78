import Foundation
import PrimerLab
import Testing

/// The package has one list of adapters: the folders under `Adapters/` (from which `Package.swift`
/// derives every adapter's targets and product) and `AdapterCatalog.standard` (from which `primer-lab`
/// and the cross-adapter tests take them) must name the same adapters.
@Suite struct AdapterListTests {
    static let adaptersFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Adapters")

    @Test func everyAdapterFolderIsInTheCatalogAndEveryCatalogAdapterHasAFolder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.adaptersFolder.path).filter { folder in
            FileManager.default.fileExists(
                atPath: Self.adaptersFolder.appendingPathComponent(folder)
                    .appendingPathComponent("Sources").path)
        }
        let catalogued = AdapterCatalog.standard.names.filter { $0 != "Reference" }
        #expect(
            Set(folders).subtracting(catalogued).isEmpty,
            "adapter folders missing from AdapterCatalog.standard: \(Set(folders).subtracting(catalogued).sorted())")
        #expect(
            Set(catalogued).subtracting(folders).isEmpty,
            "catalogued adapters without a folder: \(Set(catalogued).subtracting(folders).sorted())")
        #expect(AdapterCatalog.standard.names.first == "Reference", "the yardstick comes first in every table")
    }
}
