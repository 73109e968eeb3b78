import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator

/// The command specs: what `--help` prints and what the parser enforces.
enum Commands {
    static let formats = ["table", "markdown", "json", "csv", "html"]
    /// The formats of the reports that are prose (`diff`, `events`).
    static let reportFormats = ["text", "json"]

    static let output = OptionSpec("--output", .text("FILE"), help: "write to FILE instead of standard output")
    static let configure = OptionSpec(
        "--configure", .text("SETTINGS"),
        help: "ADAPTER.KEY=VALUE[,...]: run adapters with these settings, not defaults")

    static let matrix = CommandSpec(
        name: "matrix", summary: "observe every adapter in every scenario and print the behaviour matrix",
        options: [
            OptionSpec("--adapters", .text("LIST"), help: "comma-separated adapter names (default: all)"),
            OptionSpec("--without", .text("LIST"), help: "comma-separated adapter names to leave out"),
            configure,
            OptionSpec("--format", .choice(formats), help: "output format"),
            output,
        ],
        notes: [
            "Rows are scenarios (starting status × throttle history × card answer × system answer, then "
                + "relaunches, Settings round-trips and system faults); columns are adapters. Each cell is "
                + "observed by driving the adapter's PrimerDriver on a fresh simulated device.",
            "--without leaves adapters out; --configure runs adapters with their own settings (keys below), and a "
                + "configured column is named with them (`Pushwoosh minInterval=3600`). After the table, every pair "
                + "of columns is counted: in how many scenarios they differ, and how many of those users notice.",
            "JSON follows schema \"primer-lab.matrix\" version \(MatrixDocument.version): {schema, schemaVersion, "
                + "adapters[{name, module, summary, capabilities}], pairs[{first, second, differing, noticeable}], scenarios[{id, title, code, setup{start, "
                + "history, card, prompt, aftermath, fault}, adaptersDiffer, cells[{adapter, cardShown, cardless, prompt, "
                + "requests, settingsOpened, settingsDestination, registrations, result, vendorOutcome, events, reports, "
                + "persisted[{key, value}], endStatus, trace}]}]}. Fields are only added within a version.",
        ])

    static let diff = CommandSpec(
        name: "diff", summary: "the migration checklist from one adapter to another",
        positionals: .exactly(["FROM", "TO"]),
        options: [
            configure, OptionSpec("--format", .choice(reportFormats), help: "output format"),
            OptionSpec("--summary", .none, help: "print the summary of distinct changes only"), output,
        ],
        notes: [
            "Opens with a summary: each distinct change once, with the scenarios (numbered as in `matrix`) where "
                + "it happens. Then every scenario where FROM and TO behave differently, phrased as what changes "
                + "for the app and its users, then the answers your code hears, API mapping hints and each "
                + "vendor's quirks.",
            "--configure runs an adapter with its own settings (see the keys below); when FROM and TO are the same "
                + "adapter it applies to TO only, so `diff Pushwoosh Pushwoosh --configure pushwoosh.minInterval=3600` "
                + "lists what the setting changes.",
            "JSON follows schema \"primer-lab.diff\" version \(DiffDocument.version): {schema, schemaVersion, from, "
                + "to, scenarioCount, summary[{change, kind, scenarios}], "
                + "changes[{scenario, number, title, code, noticeable, before, after, consequences}], "
                + "answers[{result, before, after}], apiMapping[{concept, before, after}], "
                + "events[{event, before, after}], quirks{ADAPTER[{summary, documented, shipping}]}, "
                + "decisions{ADAPTER[...]}}. Fields are only added within a version.",
        ])

    static let events = CommandSpec(
        name: "events", summary: "the canonical event vocabulary and how an adapter reports each event",
        positionals: .exactly(["ADAPTER"]),
        options: [OptionSpec("--format", .choice(reportFormats), help: "output format"), output],
        notes: [
            "JSON follows schema \"primer-lab.events\" version \(EventsDocument.version): {schema, "
                + "schemaVersion, adapter, scenarioCount, events[{event, meaning, declared, observedIn, example}], "
                + "answers, unmappedReports, mismatches}. Fields are only added within a version."
        ])

    static let check = CommandSpec(
        name: "check", summary: "run the conformance suite on adapters (exit 0 only if all pass)",
        positionals: .any("ADAPTER"),
        options: [
            OptionSpec(
                "--explore-depth", .integer(1...8),
                help: "explore every action sequence up to N steps (default \(Exploration.defaultDepth))"),
            OptionSpec(
                "--disk", .choice(["rotating"] + DiskKind.allCases.map(\.rawValue)),
                help: "the devices' store"),
        ],
        notes: [
            "Without ADAPTER every adapter is checked. The suite always includes the exhaustive exploration "
                + "of action sequences, to depth \(Exploration.defaultDepth) unless --explore-depth says otherwise. "
                + "A progress line is drawn on a terminal only."
        ])

    static let all = [matrix, diff, check, events]
}

extension PrimerLab {
    func runMatrix(_ arguments: ParsedArguments) async throws(LabError) -> Int32 {
        let names = try Self.list(arguments["--adapters"], flag: "--adapters")
        var left: [String] = []
        for name in try Self.list(arguments["--without"], flag: "--without") {
            left.append(try catalog.descriptor(named: name).name)
        }
        let chosen = try catalog.select(names).filter { !left.contains($0.name) }
        guard !chosen.isEmpty else { throw .noAdaptersLeft }
        let descriptors = try AdapterSettings(arguments["--configure"], flag: "--configure")
            .apply(to: chosen, catalog: catalog)
        let matrix = await BehaviourMatrix.observe(descriptors)
        let text =
            switch arguments["--format"] ?? "table" {
            case "markdown": MatrixMarkdown(matrix: matrix).render()
            case "json": MatrixDocument(matrix).render()
            case "csv": MatrixCSV(matrix: matrix).render()
            case "html": MatrixHTML(matrix: matrix).render()
            default: MatrixTable(matrix: matrix).render()
            }
        try write(text, to: arguments["--output"])
        return 0
    }

    func runDiff(_ arguments: ParsedArguments) async throws(LabError) -> Int32 {
        let pair = try AdapterSettings(arguments["--configure"], flag: "--configure").apply(
            to: [
                catalog.descriptor(named: arguments.positionals[0]),
                catalog.descriptor(named: arguments.positionals[1]),
            ],
            catalog: catalog)
        let matrix = await BehaviourMatrix.observe(pair)
        let diff = MigrationDiff(matrix: matrix, from: 0, to: 1)
        try write(
            arguments["--format"] == "json"
                ? DiffDocument(diff).render() : diff.render(summaryOnly: arguments.has("--summary")),
            to: arguments["--output"])
        return 0
    }

    func runEvents(_ arguments: ParsedArguments) async throws(LabError) -> Int32 {
        let descriptor = try catalog.descriptor(named: arguments.positionals[0])
        let matrix = await BehaviourMatrix.observe([descriptor])
        let report = EventsReport(profile: descriptor.profile, matrix: matrix)
        try write(
            arguments["--format"] == "json" ? EventsDocument(report).render() : report.render(),
            to: arguments["--output"])
        return 0
    }

    /// Splits a comma-separated list; an empty list is a bad value.
    static func list(_ value: String?, flag: String) throws(LabError) -> [String] {
        guard let value else { return [] }
        let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw .badValue(flag: flag, value: value, valid: ["NAME[,NAME...]"]) }
        return names
    }

    /// Prints `text`, or writes it to `path` (see ``OutputFile``) and says so.
    func write(_ text: String, to path: String?) throws(LabError) {
        guard let path else {
            console.print(text)
            return
        }
        try OutputFile.write(text.endingInNewline, to: path)
        console.printError("wrote \(path)")
    }
}
