/// The shape of one command: what it is for, its positional arguments and its flags. The parser
/// validates against it and `--help` prints it, so the two cannot drift apart.
package struct CommandSpec: Sendable {
    /// The command's name (`matrix`).
    package var name: String
    /// One line on what it does.
    package var summary: String
    /// The positional arguments, for example `FROM TO` or `[ADAPTER...]`.
    package var positionals: Positionals
    /// The flags (`--help` is implied).
    package var options: [OptionSpec]
    /// Paragraphs printed after the flags by `--help`.
    package var notes: [String]

    package init(
        name: String, summary: String, positionals: Positionals = .none, options: [OptionSpec] = [],
        notes: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.notes = notes
    }

    /// The positional arguments a command takes.
    package enum Positionals: Sendable {
        /// None.
        case none
        /// Exactly these, in order (names for messages).
        case exactly([String])
        /// Any number (zero included) of the named kind.
        case any(String)

        /// The usage fragment.
        var usage: String {
            switch self {
            case .none: ""
            case let .exactly(names): names.joined(separator: " ")
            case let .any(name): "[\(name)...]"
            }
        }
    }

    /// `primer-lab matrix [--adapters LIST] ...`.
    package var usage: String { (["primer-lab", name] + usageWords).joined(separator: " ") }

    /// The flags and positionals of the usage line, each one unbreakable word.
    private var usageWords: [String] {
        let flags = options.map { option in "[\(option.name)\(option.value.placeholder.map { " \($0)" } ?? "")]" }
        return (flags + [positionals.usage]).filter { !$0.isEmpty }
    }

    /// `usage: ...` broken between flags (never inside one) to fit `width`.
    private func usageLines(width: Int) -> [String] {
        var lines = ["usage: primer-lab \(name)"]
        for word in usageWords {
            if lines[lines.count - 1].count + 1 + word.count > width { lines.append("        ") }
            lines[lines.count - 1] += " " + word
        }
        return lines
    }

    /// The `--help` text.
    package var help: String {
        var lines = ["\(name): \(summary)", ""] + usageLines(width: 96) + ["", "flags:"]
        let rows =
            options.map { option in
                ("\(option.name)\(option.value.placeholder.map { " \($0)" } ?? "")", option.helpLine)
            } + [("-h, --help", "show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        lines += rows.map { "  \($0.0.padded(to: width))  \($0.1)" }
        for note in notes { lines += [""] + note.wrapped(width: 96) }
        return lines.joined(separator: "\n")
    }
}
