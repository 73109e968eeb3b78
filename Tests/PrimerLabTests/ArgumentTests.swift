import PrimerLab
import Testing

/// Usage mistakes: one line naming the problem and the valid choices, exit code 2; `--help` everywhere.
@Suite struct ArgumentTests {
    struct Mistake: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let mentions: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let mistakes: [Mistake] = [
        Mistake(arguments: ["matrx"], mentions: ["unknown command 'matrx'", "matrix, diff, check, events"]),
        Mistake(
            arguments: ["matrix", "--fromat", "json"],
            mentions: ["unknown flag '--fromat'", "--adapters, --without, --configure, --format, --output, --help"]),
        Mistake(
            arguments: ["matrix", "--format", "xml"],
            mentions: ["'xml'", "--format", "table, markdown, json, csv, html"]),
        Mistake(arguments: ["matrix", "--format=yaml"], mentions: ["'yaml'", "table, markdown, json, csv, html"]),
        Mistake(arguments: ["matrix", "--format"], mentions: ["'--format' needs a value", "table, markdown"]),
        Mistake(
            arguments: ["matrix", "--adapters", "Reference,Nope"],
            mentions: ["unknown adapter 'Nope'", "Reference, Suppressor"]),
        Mistake(arguments: ["matrix", "--adapters", ","], mentions: ["--adapters", "NAME[,NAME...]"]),
        Mistake(arguments: ["matrix", "extra"], mentions: ["unexpected argument 'extra'"]),
        Mistake(
            arguments: ["diff", "Reference"],
            mentions: [
                "missing TO",
                "primer-lab diff [--configure SETTINGS] [--format FORMAT] [--summary] [--output FILE] FROM TO",
            ]),
        Mistake(
            arguments: ["diff", "Reference", "Ghost"], mentions: ["unknown adapter 'Ghost'", "Reference, Suppressor"]),
        Mistake(arguments: ["diff", "a", "b", "c"], mentions: ["unexpected argument 'c'"]),
        Mistake(arguments: ["events"], mentions: ["missing ADAPTER"]),
        Mistake(arguments: ["events", "pushwoosh-ish"], mentions: ["unknown adapter 'pushwoosh-ish'"]),
        Mistake(arguments: ["check", "--explore-depth", "0"], mentions: ["'0'", "--explore-depth", "from 1 to 8"]),
        Mistake(arguments: ["check", "--explore-depth", "two"], mentions: ["'two'", "from 1 to 8"]),
        Mistake(arguments: ["check", "Nobody"], mentions: ["unknown adapter 'Nobody'", "Reference, Suppressor"]),
        Mistake(arguments: ["check", "-v"], mentions: ["unknown flag '-v'", "--explore-depth"]),
        Mistake(
            arguments: ["matrix", "--format", "json", "--format=csv"],
            mentions: ["matrix: flag '--format' is given more than once"]),
        Mistake(
            arguments: ["check", "--explore-depth", "2", "--explore-depth", "2"],
            mentions: ["flag '--explore-depth' is given more than once"]),
        Mistake(
            arguments: ["diff", "Reference", "Suppressor", "--format", "html"], mentions: ["'html'", "text, json"]),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsOneLineWithTheValidChoicesAndExitCodeTwo(_ mistake: Mistake) async {
        let run = await LabRun.run(mistake.arguments)
        #expect(run.code == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("primer-lab: "))
        #expect(run.error.filter { $0 == "\n" }.count == 1, "one line: \(run.error)")
        for text in mistake.mentions { #expect(run.error.contains(text), "\(run.error) lacks \(text)") }
    }

    @Test(arguments: ["matrix", "diff", "check", "events"])
    func everyCommandHasHelp(_ command: String) async {
        for flag in ["--help", "-h"] {
            let run = await LabRun.run([command, flag])
            #expect(run.code == 0)
            #expect(run.output.contains("usage: primer-lab \(command)"))
            #expect(run.output.contains("adapters: Reference, Suppressor"))
            #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
        }
    }

    @Test func helpWinsOverMistakesAndTheTopLevelListsTheCommands() async {
        #expect(await LabRun.run(["matrix", "--format", "xml", "--help"]).code == 0)
        for arguments in [[], ["--help"], ["help"]] {
            let run = await LabRun.run(arguments)
            #expect(run.code == 0)
            for command in ["matrix", "diff", "check", "events"] { #expect(run.output.contains("  \(command) ")) }
        }
    }

    @Test(arguments: ["JSON", "Json", "json"])
    func aFormatMatchesCaseInsensitivelyAsAdapterNamesDo(_ format: String) async throws {
        let run = await LabRun.run(["matrix", "--adapters", "REFERENCE", "--format", format])
        #expect(run.code == 0)
        #expect(run.output.hasPrefix("{"))
        let spec = CommandSpec(
            name: "t", summary: "", options: [OptionSpec("--format", .choice(["csv", "json"]), help: "")])
        #expect(try spec.parse(["--format=\(format)"])["--format"] == "json")
    }

    @Test(arguments: [["--version"], ["version"]])
    func versionPrintsTheToolAndPackageVersion(_ arguments: [String]) async {
        let run = await LabRun.run(arguments)
        #expect(run.code == 0)
        #expect(run.output == "primer-lab \(PrimerLab.version)\n")
        #expect(PrimerLab.version.hasPrefix("0."))
    }

    @Test func checkHelpSaysTheExplorationRunsByDefault() async {
        let run = await LabRun.run(["check", "--help"])
        #expect(run.output.contains("up to N steps (default 6)"))
        #expect(run.output.replacing(/\s+/, with: " ").contains("to depth 6 unless --explore-depth says otherwise"))
    }

    @Test func theParserAcceptsBothValueSpellingsAndTheEndOfFlags() throws {
        let spec = CommandSpec(
            name: "t", summary: "", positionals: .any("X"),
            options: [
                OptionSpec("--format", .choice(["a", "b"]), help: ""),
                OptionSpec("--n", .integer(1...3), help: ""),
            ])
        let parsed = try spec.parse(["--format=b", "x", "--n", "3", "--", "--format"])
        #expect(parsed["--format"] == "b")
        #expect(parsed["--n"] == "3")
        #expect(parsed.positionals == ["x", "--format"])
    }
}
