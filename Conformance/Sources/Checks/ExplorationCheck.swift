import PrimerCore

/// The exploration as a named check: the first failing sequence's failures, and the figures as notes.
extension CheckContext {
    func exploration() async {
        let report = await Exploration(
            descriptor: descriptor, depth: explorationDepth,
            toleratedChecks: knownGaps.subtracting([.exploration]), disks: disks
        ).run()
        sink.note(
            "depth \(report.depth): \(report.sequencesCovered) sequences covered by running \(report.sequencesExecuted) "
                + "(\(report.stepsExecuted) steps), \(report.statesVisited) states, \(report.formattedDuration)"
                + (report.toleratedFailures > 0 ? ", \(report.toleratedFailures) failures of known gaps tolerated" : "")
        )
        guard let failure = report.firstFailure else { return }
        let sequence =
            "from \(failure.startingStatus): " + (["launch"] + failure.actions.map(\.rawValue)).joined(separator: " › ")
        for found in failure.failures {
            fail(
                "[\(found.check.rawValue)] minimal sequence \(sequence) — \(found.step)", got: found.got,
                want: found.want)
        }
    }
}
