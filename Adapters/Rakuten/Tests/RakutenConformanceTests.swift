import PrimerConformance
import PrimerConformanceTesting
import RakutenConformance
import Testing

/// The shared conformance suite on what the cross-adapter test does not cover: apps whose
/// `pushPrimerAuthorizationOptions` ask for alerts and sounds only, or for provisional alerts (the
/// status a second card's Allow then meets is provisional).
@Suite struct RakutenConformanceTests {
    @Test(arguments: ["alert+sound", "alert+provisional"], ConformanceCheck.allCases)
    func withAuthorizationOptions(_ options: String, _ check: ConformanceCheck) async throws {
        let descriptor = try RakutenProfile.configuration.configured([("pushPrimerAuthorizationOptions", options)])
        try await expectConformance(descriptor.descriptor, check)
    }
}
