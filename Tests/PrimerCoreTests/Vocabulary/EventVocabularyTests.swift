import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import Testing

@Suite struct EventVocabularyTests {
    @Test func namesAreUnique() {
        let names = PrimerEventName.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
    }

    /// Every kind of event, the name it goes by and the analytics properties it carries (campaign `c1`).
    static let kinds: [(PrimerEvent.Kind, PrimerEventName, [String: String])] = [
        (.displayed(status: .notDetermined), .displayed, ["status": "notDetermined"]),
        (.suppressed(reason: .throttled, status: .denied), .suppressed, ["status": "denied", "reason": "throttled"]),
        (.allowTapped, .allowTapped, [:]),
        (.laterTapped(status: .notDetermined), .laterTapped, ["status": "notDetermined"]),
        (.dismissed(status: .provisional), .dismissed, ["status": "provisional"]),
        (.permissionGranted(status: .authorized), .permissionGranted, ["status": "authorized"]),
        (.permissionDenied(status: .denied, failure: nil), .permissionDenied, ["status": "denied"]),
        (
            .permissionDenied(
                status: .notDetermined, failure: .authorizationRequestFailed(ThrownError(reason: "busy"))),
            .permissionDenied, ["status": "notDetermined", "error": "busy"]
        ),
        (.redirectedToSettings(status: .denied), .redirectedToSettings, ["status": "denied"]),
        (.settingsReturned(status: .authorized), .settingsReturned, ["status": "authorized"]),
        (.registered(token: "0a0b"), .registered, ["token": "0a0b"]),
        (.registrationFailed(ThrownError(reason: "offline")), .registrationFailed, ["error": "offline"]),
    ]

    @Test(arguments: 0..<kinds.count)
    func eachEventCarriesExactlyItsOwnData(index: Int) throws {
        let (kind, name, properties) = Self.kinds[index]
        let event = PrimerEvent(kind, campaignId: "c1")
        #expect(event.name == name)
        #expect(event.properties == properties.merging(["campaignId": "c1"]) { own, _ in own })
        let decoded = try JSONDecoder().decode(PrimerEvent.self, from: JSONEncoder().encode(event))
        #expect(decoded == event)
    }

    @Test func everyNameHasAKind() {
        #expect(Set(Self.kinds.map(\.1)) == Set(PrimerEventName.allCases))
        #expect(PrimerEvent(.allowTapped).properties.isEmpty)
    }

    @Test func defaultOptionsAreDocumentedOnes() {
        let options = NotificationOptions()
        #expect(options.authorization == [.alert, .badge, .sound])
        #expect(options.presentation == [.banner, .badge, .sound])
        #expect(options.category.isEmpty)
    }
}
