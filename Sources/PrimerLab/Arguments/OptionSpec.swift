/// One flag of a command.
package struct OptionSpec: Sendable {
    /// The flag, with its dashes (`--format`).
    package var name: String
    /// What value it takes.
    package var value: Value
    /// One line of help.
    package var help: String

    package init(_ name: String, _ value: Value, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }

    /// The value a flag takes.
    package enum Value: Sendable {
        /// No value: the flag is a switch.
        case none
        /// One of a closed set; the first is the default.
        case choice([String])
        /// A whole number in a range.
        case integer(ClosedRange<Int>)
        /// Free text (a path, a comma-separated list), named for messages.
        case text(String)

        /// The placeholder in usage lines (`FORMAT`, `N`, `FILE`).
        var placeholder: String? {
            switch self {
            case .none: nil
            case .choice: "FORMAT"
            case .integer: "N"
            case let .text(name): name
            }
        }

        /// What a missing value should have been.
        var expected: String {
            switch self {
            case .none: "none"
            case let .choice(values): "one of \(values.joined(separator: ", "))"
            case let .integer(range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
            case let .text(name): name
            }
        }
    }

    /// The help line, with the choices and default of a closed set.
    var helpLine: String {
        if case let .choice(values) = value {
            return "\(help) (\(values.joined(separator: "|")); default \(values[0]))"
        }
        return help
    }
}
