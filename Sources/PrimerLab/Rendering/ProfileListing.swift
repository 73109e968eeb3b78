import Foundation
import PrimerConformance
import PrimerCore

/// An adapter's quirks and decisions as a markdown block for its README, generated from its profile so
/// the two cannot drift: a test compares each adapter README's block with this rendering.
package enum ProfileListing {
    /// The line that opens the block in a README.
    package static let begin =
        "<!-- profile-listing: generated from the adapter's BehaviourProfile; "
        + "swift test checks it, PRIMER_UPDATE_READMES=1 swift test rewrites it -->"
    /// The line that closes it.
    package static let end = "<!-- /profile-listing -->"

    /// The block for `profile`, `begin` and `end` lines included.
    package static func markdown(_ profile: BehaviourProfile) -> String {
        var lines = [begin, "### Vendor quirks (the adapter follows the documentation)", ""]
        lines +=
            profile.quirks.isEmpty
            ? ["None recorded."]
            : profile.quirks.map { quirk in
                "- **\(quirk.summary).** Documented: \(quirk.documented). Shipping code: \(quirk.shipping)."
            }
        lines += ["", "### Decisions (where the documentation is silent)", ""]
        lines += profile.decisions.isEmpty ? ["None recorded."] : profile.decisions.map { "- \($0)" }
        lines.append(end)
        return lines.joined(separator: "\n")
    }

    /// The block found in `readme` (from `begin` to `end`), or `nil` when it has none.
    package static func block(in readme: String) -> String? {
        guard let start = readme.range(of: begin),
            let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[start.lowerBound..<stop.upperBound])
    }
}
