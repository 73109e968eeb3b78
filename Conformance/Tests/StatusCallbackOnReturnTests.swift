import PrimerConformance
import PrimerCore
import Testing

/// `profile.statusReportsTrue` takes a status callback for a change the user made in the Settings app on
/// the return to the foreground, as the vendors' observers deliver it, and still fails one that is missing
/// there or states the status from before.
@Suite struct StatusCallbackOnReturnTests {
    @Test func aCallbackOnTheReturnFromSettingsPasses() async {
        let report = await ConformanceSuite(descriptor: StatusCallbackRequesterDriver.descriptor(fault: nil))
            .run([.statusReportsTrue])
        #expect(report.failedChecks.isEmpty, "\(report)")
    }

    @Test(arguments: [
        (StatusCallbackRequesterDriver.Fault.silentOnReturn, "by the return to the foreground that follows"),
        (.staleOnReturn, "status stated by onPermissionChange(false)"),
    ])
    func aCallbackMissingOrStaleOnTheReturnFails(_ fault: StatusCallbackRequesterDriver.Fault, saying: String) async {
        let report = await ConformanceSuite(descriptor: StatusCallbackRequesterDriver.descriptor(fault: fault))
            .run([.statusReportsTrue])
        #expect(report.failedChecks == [.statusReportsTrue], "\(report)")
        #expect("\(report)".contains(saying), "\(report)")
    }
}

/// A return to the foreground while the prompt is open, its status read delivered only after the accept
/// returned: a callback stating that late answer fails `profile.statusReportsTrue`, and nothing else.
@Suite struct LateForegroundReadTests {
    @Test func aCallbackStatingALateReadFailsOnlyTheStatusCheck() async {
        let report = await ConformanceSuite(
            descriptor: StatusCallbackRequesterDriver.descriptor(fault: .lateReadApplied)
        ).run(ConformanceCheck.allCases.filter { $0 != .exploration })
        #expect(report.failedChecks == [.statusReportsTrue], "\(report)")
        #expect("\(report)".contains("its status read delivered after the present returned"), "\(report)")
        // Every failure is the late read's: the callbacks of every other step state the status truly.
        let steps = report.results.flatMap(\.failures).map(\.step)
        #expect(steps.allSatisfy { $0.contains("its status read delivered after the present returned") }, "\(steps)")
    }
}

/// With `statusCallbackOnlyOnChange` declared, a callback that states the same permission as the one
/// before it fails `profile.statusReportsTrue`, across relaunches; with `statusCallbackAlsoRightAfter`, unless
/// it comes right after the declared companion callback.
@Suite struct StatusCallbackOnChangeOnlyTests {
    @Test func aCallbackForChangesOnlyPasses() async {
        let report = await ConformanceSuite(
            descriptor: ChangeOnlyStatusCallbackDriver.descriptor(name: "ChangeOnly", repeatsUnchanged: false)
        ).run()
        #expect(report.failedChecks.isEmpty, "\(report)")
    }

    @Test func aCallbackRepeatedRightAfterItsDeclaredCompanionPasses() async {
        let report = await ConformanceSuite(
            descriptor: ChangeOnlyStatusCallbackDriver.descriptor(
                name: "AlsoWithGrants", repeatsUnchanged: false, alsoWithGrants: true)
        ).run()
        #expect(report.failedChecks.isEmpty, "\(report)")
    }

    @Test func aCallbackRepeatedWithoutItsDeclaredCompanionFails() async {
        let report = await ConformanceSuite(descriptor: BrokenAdapter.statusCallbackRepeatedAlone.descriptor)
            .run([.statusReportsTrue])
        #expect(report.failedChecks == [.statusReportsTrue], "\(report)")
        #expect("\(report)".contains("onPermissionChange(true) again"), "\(report)")
    }

    @Test func aCallbackRepeatingTheSamePermissionFails() async {
        let report = await ConformanceSuite(descriptor: BrokenAdapter.statusCallbackRepeated.descriptor)
            .run([.statusReportsTrue])
        #expect(report.failedChecks == [.statusReportsTrue], "\(report)")
        #expect("\(report)".contains("onPermissionChange(true) again"), "\(report)")
    }
}
