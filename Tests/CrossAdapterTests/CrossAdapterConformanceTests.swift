import ActitoAdapter
import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import Testing

/// Every conformance check on every adapter: one parameterised test per adapter, one test case per
/// check (re-run a single one with `swift test --filter CrossAdapterConformanceTests/reference`).
/// A skipped check (an unclaimed capability) shows as a cancelled case with its reason.
///
/// Adding an adapter is one line: copy the `reference` line and change the two names.
@Suite struct CrossAdapterConformanceTests {
    @Test(arguments: ConformanceCheck.allCases) func reference(_ check: ConformanceCheck) async throws { try await expectConformance(.reference, check) }
    @Test(arguments: ConformanceCheck.allCases) func actito(_ check: ConformanceCheck) async throws { try await expectConformance(.actito, check) }
}
