import ActitoConformance
import PrimerConformance
import PrimerConformanceTesting
import Testing

/// The shared conformance suite on what the cross-adapter test does not cover: an app whose
/// `authorizationOptions` ask for alerts and sounds only.
@Suite struct ActitoConformanceTests {
    static let alertAndSound = try! ActitoProfile.configuration.configured([
        ("authorizationOptions", "alert+sound")
    ]).descriptor

    @Test(arguments: ConformanceCheck.allCases)
    func withAlertAndSoundOnly(_ check: ConformanceCheck) async throws {
        try await expectConformance(Self.alertAndSound, check)
    }
}
