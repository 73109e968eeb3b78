import PrimerConformance
import PrimerCore
import PrimerSimulator

extension PrimerLab {
    /// Runs the conformance suite on the chosen adapters, one check at a time so that a terminal can
    /// show progress, and prints each adapter's report. Exit code 0 only when every adapter passes.
    ///
    /// Without `--explore-depth` the suite's checks run with its own default exploration depth; with it,
    /// the exploration check explores every action sequence up to N steps and its figures are printed.
    func runCheck(_ arguments: ParsedArguments) async throws(LabError) -> Int32 {
        let descriptors = try catalog.select(arguments.positionals, includingCheckedOnly: true)
        let depth = arguments["--explore-depth"].flatMap { Int($0) } ?? Exploration.defaultDepth
        let disks = arguments["--disk"].flatMap(DiskKind.init(rawValue:)).map(DiskChoice.only) ?? .rotating
        let checks = ConformanceCheck.allCases
        var failing: [String] = []
        for (index, descriptor) in descriptors.enumerated() {
            let suite = ConformanceSuite(descriptor: descriptor, explorationDepth: depth, disks: disks)
            var results: [ConformanceReport.CheckResult] = []
            for (number, check) in checks.enumerated() {
                console.progress(
                    "check [\(index + 1)/\(descriptors.count)] \(descriptor.name): "
                        + "\(number + 1)/\(checks.count) \(check.rawValue)")
                results.append(await suite.run(check))
            }
            console.endProgress()
            let report = ConformanceReport(adapter: descriptor.name, results: results)
            if !report.passed { failing.append(descriptor.name) }
            console.print(report.description + "\n")
        }
        if failing.isEmpty {
            console.print("All \(descriptors.count) adapters conform (exploration depth \(depth)).")
            return 0
        }
        console.print("\(failing.count) of \(descriptors.count) adapters fail: \(failing.joined(separator: ", ")).")
        return 1
    }
}
