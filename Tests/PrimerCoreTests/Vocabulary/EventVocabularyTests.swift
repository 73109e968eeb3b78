import PrimerCore
import Testing

@Suite struct EventVocabularyTests {
    @Test func activeReachBaseNamesAreExactlyTheSix() {
        #expect(PrimerEventName.activeReachBase.map(\.rawValue) == [
            "in_app.displayed", "in_app.dismissed", "push_primer.allow_tapped", "push_primer.later_tapped",
            "push_primer.permission_granted", "push_primer.permission_denied",
        ])
    }

    @Test func namesAreUnique() {
        let names = PrimerEventName.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
    }

    @Test func propertiesCarryWhatIsSet() {
        let event = PrimerEvent(.suppressed, campaignId: "c1", status: .denied, reason: .denied)
        #expect(event.properties == ["campaignId": "c1", "status": "denied", "reason": "denied"])
        #expect(PrimerEvent(.displayed).properties.isEmpty)
    }

    @Test func defaultOptionsAreDocumentedOnes() {
        let options = NotificationOptions()
        #expect(options.authorization == [.alert, .badge, .sound])
        #expect(options.presentation == [.banner, .badge, .sound])
        #expect(options.category.isEmpty)
    }
}
