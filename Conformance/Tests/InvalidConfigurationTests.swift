import PrimerConformance
import PrimerCore
import Testing

/// A descriptor's declared configuration mistakes (``AdapterDescriptor/invalidConfigurations``) are
/// presented by `profile.matchesBehaviour`.
@Suite struct InvalidConfigurationTests {
    @Test func aMistakeReportedAndBlockedAsDeclaredPasses() async {
        let report = await ConformanceSuite(
            descriptor: InvalidConfigurationDriver.descriptor(name: "InvalidConfiguration", validates: true)
        ).run([.profileMatchesBehaviour])
        #expect(report.failedChecks.isEmpty, "\(report)")
    }

    @Test func aBlankCardShownFailsNamingTheMistake() async {
        let report = await ConformanceSuite(descriptor: BrokenAdapter.invalidConfigurationShown.descriptor)
            .run([.profileMatchesBehaviour])
        let text = "\(report)"
        #expect(
            text.contains(
                "a blank title, from notDetermined › launch › present(accept, prompt allow, settings enable): diagnostics"
            ), "\(text)")
        #expect(text.contains("cards on screen: got 1, want 0, because a blank title blocks the primer"), "\(text)")
    }
}
