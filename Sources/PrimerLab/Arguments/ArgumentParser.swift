/// The arguments of one command after validation against its ``CommandSpec``.
package struct ParsedArguments: Sendable, Hashable {
    /// Flag values by flag name (`--format` → `json`); switches map to `""`.
    package var values: [String: String] = [:]
    /// Positional arguments in order.
    package var positionals: [String] = []
    /// Whether `-h` / `--help` was given (nothing else is validated then).
    package var wantsHelp = false

    /// The value of `flag`, or `nil` when it was not given.
    package subscript(flag: String) -> String? { values[flag] }

    /// Whether the switch `flag` was given.
    package func has(_ flag: String) -> Bool { values[flag] != nil }
}

extension CommandSpec {
    /// Parses `arguments` (the words after the command name). Accepts `--flag value` and `--flag=value`;
    /// `--` ends the flags. A closed set's value matches case-insensitively and is kept in its listed
    /// spelling (`--format JSON` is `json`), as adapter names do. Unknown or repeated flags, missing or
    /// bad values and wrong positional counts throw a ``LabError`` naming the problem and the valid
    /// choices; `--help` anywhere wins over all of them.
    package func parse(_ arguments: [String]) throws(LabError) -> ParsedArguments {
        var parsed = ParsedArguments()
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            parsed.wantsHelp = true
            return parsed
        }
        var index = 0
        var flagsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard !flagsEnded, word.hasPrefix("-"), word != "-" else {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                flagsEnded = true
                continue
            }
            let (name, inline) = Self.split(word)
            guard let option = options.first(where: { $0.name == name }) else {
                throw .unknownFlag(name, command: self.name, valid: options.map(\.name) + ["--help"])
            }
            guard parsed.values[name] == nil else { throw .repeatedFlag(name, command: self.name) }
            if case .none = option.value {
                guard inline == nil else { throw .badValue(flag: name, value: inline ?? "", valid: ["(no value)"]) }
                parsed.values[name] = ""
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(flag: name, command: self.name, expected: option.value.expected)
            }
            parsed.values[name] = try Self.validate(value, for: option)
        }
        try checkPositionals(parsed.positionals)
        return parsed
    }

    private static func split(_ word: String) -> (String, String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// The value to keep for `option`: the text as given, or a choice in its listed spelling.
    private static func validate(_ value: String, for option: OptionSpec) throws(LabError) -> String {
        switch option.value {
        case .none, .text:
            guard !value.isEmpty else {
                throw .badValue(flag: option.name, value: value, valid: [option.value.expected])
            }
            return value
        case let .choice(values):
            guard let match = values.first(where: { $0.lowercased() == value.lowercased() }) else {
                throw .badValue(flag: option.name, value: value, valid: values)
            }
            return match
        case let .integer(range):
            guard let number = Int(value), range.contains(number) else {
                throw .badNumber(flag: option.name, value: value, range: range)
            }
            return value
        }
    }

    private func checkPositionals(_ values: [String]) throws(LabError) {
        switch positionals {
        case .none:
            if let first = values.first { throw .unexpectedArgument(command: name, value: first, usage: usage) }
        case let .exactly(names):
            if values.count < names.count {
                throw .missingArgument(command: name, name: names[values.count], usage: usage)
            }
            if values.count > names.count {
                throw .unexpectedArgument(command: name, value: values[names.count], usage: usage)
            }
        case .any:
            break
        }
    }
}
