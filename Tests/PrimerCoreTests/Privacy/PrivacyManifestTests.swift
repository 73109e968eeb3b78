import Foundation
import Testing

@testable import PrimerCore

/// The privacy manifest Apple requires of a product that calls a required-reason API ships in
/// PrimerCore's resource bundle, parses as a property list, declares the reasons for `UserDefaultsStore`
/// and `FileStore`, and declares every category whose API PrimerCore's sources call.
@Suite struct PrivacyManifestTests {
    private func manifest() throws -> [String: Any] {
        let url = try #require(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return try #require(plist as? [String: Any])
    }

    @Test func declaresUserDefaultsForTheAppAndItsAppGroups() throws {
        let types = try #require(try manifest()["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        let userDefaults = try #require(
            types.first {
                $0["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults"
            })
        #expect(userDefaults["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["CA92.1", "1C8F.1"])
    }

    /// `FileStore` (`FileIdentity`, the change counter) reads its own files' timestamps with `stat`/`fstat`,
    /// in the app's or App Group's container: C617.1.
    @Test func declaresFileTimestampsForTheStoresOwnFiles() throws {
        #expect(try reasons()["NSPrivacyAccessedAPICategoryFileTimestamp"] == ["C617.1"])
    }

    /// Every category declared, with its reasons.
    private func reasons() throws -> [String: [String]] {
        let types = try #require(try manifest()["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var reasons: [String: [String]] = [:]
        for type in types {
            guard let category = type["NSPrivacyAccessedAPIType"] as? String else { continue }
            reasons[category] = type["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
        }
        return reasons
    }

    /// Apple's required-reason API categories and calls that fall in each (Swift and C spellings).
    enum RequiredReasonCategory: String, CaseIterable, CustomStringConvertible {
        case fileTimestamp = "NSPrivacyAccessedAPICategoryFileTimestamp"
        case systemBootTime = "NSPrivacyAccessedAPICategorySystemBootTime"
        case diskSpace = "NSPrivacyAccessedAPICategoryDiskSpace"
        case activeKeyboards = "NSPrivacyAccessedAPICategoryActiveKeyboards"
        case userDefaults = "NSPrivacyAccessedAPICategoryUserDefaults"

        var description: String { rawValue }

        /// A regular expression matching a call of the category.
        var pattern: String {
            switch self {
            case .fileTimestamp:
                #"\b(f|l)?stat(at)?\(|getattrlist|attributesOfItem|[cC]reationDate|[mM]odificationDate|contentAccessDate"#
            case .systemBootTime: #"systemUptime|mach_absolute_time|CACurrentMediaTime|kern\.boottime"#
            case .diskSpace:
                #"\b(f)?statv?fs\(|volumeAvailableCapacity|volumeTotalCapacity|systemFreeSize|systemSize|attributesOfFileSystem"#
            case .activeKeyboards: #"activeInputModes"#
            case .userDefaults: #"\bUserDefaults\b"#
            }
        }
    }

    /// A PrimerCore source calling an API of a category the manifest does not declare fails here (apps
    /// linking it would be flagged at upload). Comment lines are not calls.
    @Test(arguments: RequiredReasonCategory.allCases)
    func everyCategoryTheSourcesCallIsDeclared(category: RequiredReasonCategory) throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/PrimerCore")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let expression = try NSRegularExpression(pattern: category.pattern)
        var callers: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            if expression.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                callers.append(file.lastPathComponent)
            }
        }
        let declared = try reasons()[category.rawValue]?.isEmpty == false
        #expect(callers.isEmpty || declared, "called in \(callers)")
    }

    @Test func declaresNoTrackingAndNoCollectedData() throws {
        let manifest = try manifest()
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    }
}
