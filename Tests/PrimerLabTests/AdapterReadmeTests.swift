import Foundation
import PrimerConformance
import PrimerCore
import PrimerLab
import Testing

/// Each adapter's README lists its quirks and decisions exactly as its profile declares them.
@Suite struct AdapterReadmeTests {
    static let folders = ["ActiveReach", "Pushwoosh", "Actito", "Rakuten", "OneSignal", "CleverTap"]

    static func readmeURL(_ folder: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Adapters/\(folder)/README.md")
    }

    @Test(arguments: folders)
    func theReadmeListsTheProfilesQuirksAndDecisions(folder: String) throws {
        let descriptor = try AdapterCatalog.standard.descriptor(named: folder)
        let url = Self.readmeURL(folder)
        var readme = try String(contentsOf: url, encoding: .utf8)
        let expected = ProfileListing.markdown(descriptor.profile)
        if ProcessInfo.processInfo.environment["PRIMER_UPDATE_READMES"] == "1" {
            if let block = ProfileListing.block(in: readme) {
                readme = readme.replacingOccurrences(of: block, with: expected)
            } else {
                readme += "\n## Quirks and decisions (as the profile declares them)\n\n" + expected + "\n"
            }
            try readme.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(ProfileListing.block(in: readme) == expected, "run PRIMER_UPDATE_READMES=1 swift test to rewrite it")
    }
}
