import Foundation
import Testing

@testable import ActiveReachAdapter

/// `InAppPushPrimer(emit:defaults:)` keeps its cooldown in the `UserDefaults` the app hands over, so the
/// adapter ships its own privacy manifest with the UserDefaults reasons (own app and App Group).
@Test func privacyManifestDeclaresUserDefaults() throws {
    let url = try #require(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
    let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    let manifest = try #require(plist as? [String: Any])
    let types = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    #expect(types.count == 1)
    #expect(types.first?["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults")
    #expect(types.first?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["CA92.1", "1C8F.1"])
    #expect(manifest["NSPrivacyTracking"] as? Bool == false)
    #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
}
