import ActitoConformance
import PrimerConformance
import PrimerConformanceTesting
import Testing

/// The shared conformance suite on what the cross-adapter test does not cover: apps whose
/// `authorizationOptions` ask for alerts and sounds only, or for provisional alerts.
@Suite struct ActitoConformanceTests {
    @Test(arguments: ["alert+sound", "alert+provisional"], ConformanceCheck.allCases)
    func withAuthorizationOptions(_ options: String, _ check: ConformanceCheck) async throws {
        let descriptor = try ActitoProfile.configuration.configured([("authorizationOptions", options)])
        try await expectConformance(descriptor.descriptor, check)
    }
}
