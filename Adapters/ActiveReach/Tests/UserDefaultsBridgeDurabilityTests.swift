import Foundation
import PrimerCore
import Testing

@testable import ActiveReachAdapter

#if !canImport(Darwin)
/// The `defaults:` form's store writes the cooldown to the suite's property list before the call returns
/// on Linux, where Foundation otherwise keeps it in memory and a process that exits loses it (Apple
/// platforms persist through `cfprefsd`, so this runs on Linux only).
@Suite struct UserDefaultsBridgeDurabilityTests {
    let suite = "ActiveReachAdapterTests.\(UUID().uuidString)"

    /// The suite as a process starting now would read it (Foundation deletes the file of an empty suite).
    func onDisk() throws -> [String: Any] {
        let folder =
            ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        let file = folder.appendingPathComponent("\(suite).plist")
        guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
        return try #require(plist as? [String: Any])
    }

    @Test func theCooldownIsOnDiskWhenTheCallReturns() throws {
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let bridge = UserDefaultsBridge(defaults)
        try bridge.setValue(.double(1_767_225_600), forKey: ActiveReachPolicy.cooldownStorageKey)
        #expect(try onDisk()[ActiveReachPolicy.cooldownStorageKey] as? Double == 1_767_225_600)
        try bridge.setValue(.string("other"), forKey: "other")
        try bridge.removeValue(forKey: ActiveReachPolicy.cooldownStorageKey)
        #expect(try onDisk()[ActiveReachPolicy.cooldownStorageKey] == nil)
        #expect(try onDisk()["other"] as? String == "other")
    }
}
#endif
