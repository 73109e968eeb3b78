import Foundation
import Testing

@testable import PrimerConformance

/// The exploration times itself with `ProcessInfo.systemUptime`, a required-reason API, so the suite
/// ships a privacy manifest declaring it for elapsed-time measurement (35F9.1).
@Test func privacyManifestDeclaresSystemBootTime() throws {
    let url = try #require(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
    let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    let manifest = try #require(plist as? [String: Any])
    let types = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    #expect(types.count == 1)
    #expect(types.first?["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategorySystemBootTime")
    #expect(types.first?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["35F9.1"])
    #expect(manifest["NSPrivacyTracking"] as? Bool == false)
    #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
}
