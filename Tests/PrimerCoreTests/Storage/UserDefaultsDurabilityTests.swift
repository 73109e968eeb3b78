import Foundation
import PrimerCore
import Testing

#if !canImport(Darwin)
/// On Linux, Foundation keeps `UserDefaults` changes in memory until asked to write them: the store
/// writes each change to the suite's property list before the call returns, so a process started
/// afterwards (here: the file read from disk with no `UserDefaults` in between) sees it.
/// (Apple platforms persist through `cfprefsd`, which caches the file, so the suite runs on Linux only.)
@Suite struct UserDefaultsDurabilityTests {
    let fixture = StoreKind.userDefaults.fixture()

    /// Where Foundation on Linux keeps the suite: `$XDG_CONFIG_HOME/<suite>.plist` (`~/.config` unless set).
    var file: URL {
        let folder =
            ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return folder.appendingPathComponent("\(fixture.name).plist")
    }

    /// The suite as a process starting now would read it.
    func onDisk() throws -> [String: Any] {
        guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
        let data = try Data(contentsOf: file)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test func everyWriteIsOnDiskWhenTheCallReturns() throws {
        defer { fixture.cleanUp() }
        let store = try #require(UserDefaultsStore(suiteName: fixture.name))
        try store.setValue(.int(41), forKey: "WizRocketlocal_in_app_count")
        #expect(try onDisk()["WizRocketlocal_in_app_count"] as? Int == 41)
        try store.setValue(.bool(true), forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST")
        #expect(try onDisk()["OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST"] as? Bool == true)
        try store.removeValue(forKey: "WizRocketlocal_in_app_count")
        #expect(try onDisk()["WizRocketlocal_in_app_count"] == nil)
        store.removeAll()
        #expect(try onDisk()["OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST"] == nil)
    }
}
#endif
