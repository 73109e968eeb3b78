import CleverTapConformance
import PrimerConformance
import PrimerConformanceTesting
import Testing

/// The shared conformance suite on what the cross-adapter test does not cover: in-apps without the
/// Settings fallback (the vendor's default), where denied users get no primer.
@Suite struct CleverTapConformanceTests {
    static let withoutFallback = CleverTapProfile.descriptor(.init(fallbackToSettings: false))

    @Test(arguments: ConformanceCheck.allCases)
    func withoutSettingsFallback(_ check: ConformanceCheck) async throws {
        try await expectConformance(Self.withoutFallback, check)
    }
}
