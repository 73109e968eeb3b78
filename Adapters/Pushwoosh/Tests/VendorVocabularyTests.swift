import PushwooshAdapter
import Testing

/// The enums keep the vendor's Objective-C raw values, so stored or logged values mean the same thing.
@Suite struct VendorVocabularyTests {
    @Test func rawValuesAreTheVendors() {
        #expect(PWPushPrimerStyle.allCases.map(\.rawValue) == [0, 1])
        #expect(PWPushPrimerPosition.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(PWPushPrimerOutcome.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(
            PWPushPrimerOutcome.allCases.map(\.description)
                == [".accepted", ".declined", ".suppressed", ".redirectedToSettings"])
    }

    @Test func theBuilderStartsWithTheVendorDefaults() {
        let configuration = PWPushPrimerConfiguration()
        #expect(configuration.style == .alert)
        #expect(configuration.position == .bottom)
        #expect(configuration.fallbackToSettings)
        #expect(configuration.minInterval == 0)
        #expect(configuration.cornerRadius == nil)
        #expect(configuration.image == nil && configuration.imageURL == nil)
    }
}
