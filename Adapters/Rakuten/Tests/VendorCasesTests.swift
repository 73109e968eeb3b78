import PrimerConformance
import PrimerSimulator
import RakutenConformance
import Testing

/// The Rakuten vendor cases on each store an app can ship with.
@Suite struct VendorCasesTests {
    @Test(arguments: [DiskChoice.rotating, .only(.file), .only(.userDefaults)])
    func everyCaseHoldsOnEveryStore(disks: DiskChoice) async {
        let result = await ConformanceSuite(descriptor: .rakuten, disks: disks).run(.vendorCases)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.description).joined(separator: "\n"))")
    }
}
