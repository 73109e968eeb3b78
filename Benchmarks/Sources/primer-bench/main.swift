import Foundation

// primer-bench: every benchmark in interleaved rounds after a warm-up; median time and heap allocations
// per operation, as a table or as JSON.
let arguments = ProcessInfo.processInfo.arguments.dropFirst()
// One sample of a launch benchmark: this program started again by LaunchBenchmarks.
if arguments.first == LaunchBenchmarks.childFlag { exit(await LaunchBenchmarks.runChild(arguments.dropFirst())) }

let options: Options
switch Options.parse(Array(arguments)) {
case let .success(parsed):
    options = parsed
case let .failure(error):
    if let message = error.message {
        FileHandle.standardError.write(Data("primer-bench: \(message)\n\(Options.usage)\n".utf8))
        exit(2)
    }
    print(Options.usage)
    exit(0)
}

let scratch = Scratch()
var benchmarks =
    FloorBenchmarks.all() + DecisionBenchmarks.all(scratch: scratch) + LaunchBenchmarks.all(scratch: scratch)
    + FileStoreBenchmarks.all(scratch: scratch) + PayloadBenchmarks.all() + RakutenBenchmarks.all()
    + ExplorationBenchmarks.all()
if let filter = options.filter { benchmarks = benchmarks.filter { $0.name.contains(filter) } }

func note(_ text: String) { FileHandle.standardError.write(Data("\(text)\n".utf8)) }

let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.trimmingCharacters(
    in: .whitespacesAndNewlines)
note("load average before: \(load ?? "unknown")")
let runner = Runner(rounds: options.rounds, roundTarget: 20_000_000, quick: options.quick)
let measurements = await runner.run(benchmarks, progress: note)
scratch.remove()
let loadAfter = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.trimmingCharacters(
    in: .whitespacesAndNewlines)
note("load average after: \(loadAfter ?? "unknown")")
switch options.format {
case .table: print(Report.table(measurements))
case .json: print(Report.json(measurements))
}
