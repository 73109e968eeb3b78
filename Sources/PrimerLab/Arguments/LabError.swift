/// Why a `primer-lab` invocation could not run. Every message is one line that names the problem and,
/// where there is a closed set, the valid choices.
package enum LabError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The first argument is not a command.
    case unknownCommand(String, valid: [String])
    /// A flag the command does not have.
    case unknownFlag(String, command: String, valid: [String])
    /// A flag given more than once (rather than letting the last one win silently).
    case repeatedFlag(String, command: String)
    /// A flag that needs a value was last on the line.
    case missingValue(flag: String, command: String, expected: String)
    /// A value outside a closed set.
    case badValue(flag: String, value: String, valid: [String])
    /// A value that should be a whole number in a range.
    case badNumber(flag: String, value: String, range: ClosedRange<Int>)
    /// An adapter name that is not in the catalog.
    case unknownAdapter(String, valid: [String])
    /// A required positional argument is missing.
    case missingArgument(command: String, name: String, usage: String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(command: String, value: String, usage: String)
    /// The output file could not be written.
    case outputFailed(path: String, reason: String)
    /// `--configure` names an adapter that declares no settings.
    case notConfigurable(String)
    /// `--configure` names a key the adapter does not declare.
    case unknownSetting(adapter: String, key: String, valid: [String])
    /// `--configure` gives a key a value it does not accept.
    case badSetting(adapter: String, key: String, value: String, expected: String)
    /// `--configure` sets the same key of the same adapter twice.
    case repeatedSetting(adapter: String, key: String)
    /// `--configure` names an adapter that is not among the compared columns.
    case configuresUnusedAdapter(String, columns: [String])
    /// `--without` leaves no adapter to show.
    case noAdaptersLeft
    /// "`X` behind my card" names an adapter that shows a card of its own (`valid`: the card-less ones).
    case alreadyHasACard(String, valid: [String])

    /// The process exit code: 2 for a usage mistake, 1 when the output could not be written.
    package var exitCode: Int32 {
        if case .outputFailed = self { return 1 }
        return 2
    }

    /// One line naming the problem and the valid choices.
    package var description: String {
        switch self {
        case let .unknownCommand(command, valid):
            "unknown command '\(command)'; valid commands: \(valid.joined(separator: ", "))"
        case let .unknownFlag(flag, command, valid):
            "\(command): unknown flag '\(flag)'; valid flags: \(valid.joined(separator: ", "))"
        case let .repeatedFlag(flag, command):
            "\(command): flag '\(flag)' is given more than once; give it once"
        case let .missingValue(flag, command, expected):
            "\(command): flag '\(flag)' needs a value: \(expected)"
        case let .badValue(flag, value, valid):
            "bad value '\(value)' for \(flag); valid values: \(valid.joined(separator: ", "))"
        case let .badNumber(flag, value, range):
            "bad value '\(value)' for \(flag); expected a whole number from \(range.lowerBound) to \(range.upperBound)"
        case let .unknownAdapter(name, valid):
            "unknown adapter '\(name)'; valid adapters: \(valid.joined(separator: ", "))"
        case let .missingArgument(command, name, usage):
            "\(command): missing \(name); usage: \(usage)"
        case let .unexpectedArgument(command, value, usage):
            "\(command): unexpected argument '\(value)'; usage: \(usage)"
        case let .outputFailed(path, reason):
            "cannot write output file '\(path)': \(reason)"
        case let .notConfigurable(adapter):
            "--configure: \(adapter) has no settings to configure"
        case let .unknownSetting(adapter, key, valid):
            "--configure: \(adapter) has no setting '\(key)'; valid settings: \(valid.joined(separator: ", "))"
        case let .badSetting(adapter, key, value, expected):
            "--configure: bad value '\(value)' for \(adapter).\(key); expected \(expected)"
        case let .repeatedSetting(adapter, key):
            "--configure: \(adapter).\(key) is given more than once; give it once"
        case let .configuresUnusedAdapter(adapter, columns):
            "--configure: \(adapter) is not compared here; adapters compared: \(columns.joined(separator: ", "))"
        case .noAdaptersLeft:
            "--without leaves no adapter to show"
        case let .alreadyHasACard(adapter, valid):
            "'\(adapter)' shows a card of its own; adapters that can go behind your card: "
                + valid.joined(separator: ", ")
        }
    }
}
