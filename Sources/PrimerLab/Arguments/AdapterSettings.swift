import PrimerConformance
import PrimerCore

/// The `--configure` value: `ADAPTER.KEY=VALUE` entries separated by commas
/// (`pushwoosh.minInterval=3600,actito.authorizationOptions=alert+provisional`), each applied through
/// the adapter's declared ``AdapterConfiguration``. A configured column is named after its settings
/// (`Pushwoosh minInterval=3600`), so output never passes a configured adapter off as the default.
struct AdapterSettings {
    /// The assignments per adapter name as written, in the order given.
    private(set) var assignments: [(adapter: String, key: String, value: String)] = []

    /// The flag's syntax, for help and errors.
    static let syntax = "ADAPTER.KEY=VALUE[,ADAPTER.KEY=VALUE...]"

    /// Parses the flag's value (`nil`: no settings).
    init(_ text: String?, flag: String) throws(LabError) {
        guard let text else { return }
        for entry in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let dot = entry.firstIndex(of: "."), let equals = entry.firstIndex(of: "="), dot < equals else {
                throw .badValue(flag: flag, value: entry, valid: [Self.syntax])
            }
            let adapter = String(entry[..<dot])
            let key = String(entry[entry.index(after: dot)..<equals])
            let value = String(entry[entry.index(after: equals)...])
            guard !adapter.isEmpty, !key.isEmpty, !value.isEmpty else {
                throw .badValue(flag: flag, value: entry, valid: [Self.syntax])
            }
            // As with flags, a setting given twice is a mistake rather than the last one silently winning.
            guard
                !assignments.contains(where: {
                    $0.adapter.lowercased() == adapter.lowercased()
                        && $0.key.lowercased() == key.lowercased()
                })
            else {
                throw .repeatedSetting(adapter: adapter, key: key)
            }
            assignments.append((adapter, key, value))
        }
    }

    /// `descriptors` with the settings applied; every configured adapter must be among them.
    func apply(to descriptors: [AdapterDescriptor], catalog: AdapterCatalog) throws(LabError) -> [AdapterDescriptor] {
        var result = descriptors
        var named: [String] = []
        for assignment in assignments {
            let name = try catalog.descriptor(named: assignment.adapter).name
            guard result.contains(where: { $0.name == name }) else {
                throw .configuresUnusedAdapter(name, columns: descriptors.map(\.name))
            }
            if !named.contains(name) { named.append(name) }
        }
        for name in named {
            // The last column of that name: `diff Pushwoosh Pushwoosh --configure ...` compares the
            // default (FROM) with the configured adapter (TO), which shows what the settings change.
            guard let index = result.lastIndex(where: { $0.name == name }) else { continue }
            let original = result[index]
            guard let configuration = original.configuration else { throw .notConfigurable(name) }
            let mine = assignments.filter { $0.adapter.lowercased() == name.lowercased() }.map { ($0.key, $0.value) }
            do {
                let (descriptor, applied) = try configuration.configured(mine)
                var renamed = descriptor
                renamed.profile.adapter = ([name] + applied).joined(separator: " ")
                result[index] = renamed
            } catch {
                throw LabError(configuring: name, error)
            }
        }
        return result
    }

    /// What every adapter of `catalog` lets `--configure` set, one line each, for `--help`.
    static func help(_ catalog: AdapterCatalog) -> String {
        let lines = catalog.descriptors.map { descriptor -> String in
            guard let keys = descriptor.configuration?.keys, !keys.isEmpty else { return "\(descriptor.name): nothing" }
            return "\(descriptor.name): " + keys.map { "\($0.name) (\($0.expected))" }.joined(separator: "; ")
        }
        return "--configure keys: " + lines.joined(separator: ". ") + "."
    }
}

extension LabError {
    /// The adapter's own configuration error in the tool's words.
    init(configuring adapter: String, _ error: AdapterConfigurationError) {
        switch error {
        case let .unknownKey(key, valid): self = .unknownSetting(adapter: adapter, key: key, valid: valid)
        case let .badValue(key, value, expected):
            self = .badSetting(adapter: adapter, key: key, value: value, expected: expected)
        }
    }
}
