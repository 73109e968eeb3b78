import PrimerConformance
import PrimerConformanceTesting
import RakutenConformance
import Testing

/// The shared conformance suite on what the cross-adapter test does not cover: an app whose
/// `pushPrimerAuthorizationOptions` ask for alerts and sounds only.
@Suite struct RakutenConformanceTests {
    static let alertAndSound = try! RakutenProfile.configuration.configured([
        ("pushPrimerAuthorizationOptions", "alert+sound")
    ]).descriptor

    @Test(arguments: ConformanceCheck.allCases)
    func withAlertAndSoundOnly(_ check: ConformanceCheck) async throws {
        try await expectConformance(Self.alertAndSound, check)
    }
}
