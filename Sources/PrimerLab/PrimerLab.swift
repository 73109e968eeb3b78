/// The `primer-lab` tool as a library: every command runs in-process against a catalog of adapters and
/// a console, so tests drive it exactly as the executable does.
package struct PrimerLab: Sendable {
    /// The version `primer-lab --version` prints: the PushPrimerKit release this build belongs to,
    /// `-dev` until that release is tagged (releasing sets it to the tag, as `CHANGELOG.md` says).
    package static let version = "0.1.0-dev"

    /// The adapters the commands know.
    package var catalog: AdapterCatalog
    /// Where output goes.
    package var console: Console

    /// Creates the tool over `catalog`, writing to `console`.
    package init(catalog: AdapterCatalog = .standard, console: Console = .standard) {
        self.catalog = catalog
        self.console = console
    }

    /// Runs one command line (without the program name) and returns the exit code: 0 on success, 1 when
    /// checks fail or the output cannot be written, 2 for a usage mistake (printed as one line).
    package func run(_ arguments: [String]) async -> Int32 {
        do {
            return try await dispatch(arguments)
        } catch {
            console.printError("primer-lab: \(error)")
            return error.exitCode
        }
    }

    private func dispatch(_ arguments: [String]) async throws(LabError) -> Int32 {
        guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
            console.print(help)
            return 0
        }
        if name == "--version" || name == "version" {
            console.print("primer-lab \(Self.version)")
            return 0
        }
        guard let spec = Commands.all.first(where: { $0.name == name }) else {
            throw .unknownCommand(name, valid: Commands.all.map(\.name))
        }
        let parsed = try spec.parse(Array(arguments.dropFirst()))
        if parsed.wantsHelp {
            let settings =
                spec.options.contains { $0.name == Commands.configure.name }
                ? "\n\n" + AdapterSettings.help(catalog).wrapped(width: 96).joined(separator: "\n") : ""
            console.print(spec.help + "\n\nadapters: \(catalog.names.joined(separator: ", "))" + settings)
            return 0
        }
        switch spec.name {
        case Commands.matrix.name: return try await runMatrix(parsed)
        case Commands.diff.name: return try await runDiff(parsed)
        case Commands.events.name: return try await runEvents(parsed)
        default: return try await runCheck(parsed)
        }
    }

    /// The top-level `--help`.
    package var help: String {
        let width = Commands.all.map(\.name.count).max() ?? 0
        return
            ([
                "primer-lab: see how push-primer adapters behave, compare them, check them.", "",
                "usage: primer-lab COMMAND [ARGUMENTS]   (primer-lab COMMAND --help for details)",
                "       primer-lab --version", "", "commands:",
            ]
            + Commands.all.map { "  \($0.name.padded(to: width))  \($0.summary)" }
            + ["", "adapters: \(catalog.names.joined(separator: ", "))"]).joined(separator: "\n")
    }
}
