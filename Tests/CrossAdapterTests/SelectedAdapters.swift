import Foundation
import PrimerLab

/// The adapters the cross-adapter tests run: every adapter of `AdapterCatalog.standard`, or only those
/// named in the `PRIMER_ADAPTERS` environment variable (comma-separated, any case). A name the catalog
/// lacks is kept, so its test cases fail with `LabError.unknownAdapter` and the valid names instead of
/// running nothing.
struct SelectedAdapters {
    /// The selected names, in the order given (catalog order when none are given).
    let names: [String]

    init(environment: [String: String], catalog: AdapterCatalog = .standard) {
        let requested = (environment["PRIMER_ADAPTERS"] ?? "")
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        names = requested.isEmpty ? catalog.names : requested
    }

    /// Whether `adapter` is among the selected names, in any case.
    func includes(_ adapter: String) -> Bool {
        names.contains { $0.lowercased() == adapter.lowercased() }
    }
}
