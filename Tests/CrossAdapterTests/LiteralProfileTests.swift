import Foundation
import Testing

/// A profile states behaviour as data the adapter cannot change by accident: built from the policy
/// function the adapter runs, a wrong rule would be "declared" with it and no check could see it. So no
/// profile or descriptor of an adapter's conformance module calls into the adapter's own rules.
@Suite struct LiteralProfileTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What building a declaration from the code under test looks like in this package.
    static let derivations = ["Policy.make(", "Policy.makeInterval(", "Resolution(", "ReferenceRequester.policy"]

    static var declarationFiles: [URL] {
        let adapters = root.appendingPathComponent("Adapters")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: adapters.path)) ?? []
        var files = folders.sorted().flatMap { folder -> [URL] in
            let conformance = adapters.appendingPathComponent(folder).appendingPathComponent("Conformance")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: conformance.path)) ?? []
            return names.filter { $0.hasSuffix("Profile.swift") || $0.hasSuffix("Descriptor.swift") }.sorted()
                .map(conformance.appendingPathComponent)
        }
        let reference = root.appendingPathComponent("Conformance/Sources/Reference")
        files += ["ReferenceProfile.swift", "ReferenceRequesterProfile.swift"].map(reference.appendingPathComponent)
        return files
    }

    @Test func profilesAreLiteralData() throws {
        let files = Self.declarationFiles
        #expect(files.count >= 10, "found \(files.map(\.lastPathComponent))")
        for file in files {
            // Code only: a comment may name what the declaration is not built from.
            let text = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for derivation in Self.derivations where text.contains(derivation) {
                Issue.record("\(file.lastPathComponent) declares behaviour through \(derivation)…: state it as data")
            }
        }
    }
}
