import Foundation

/// What this package's own tests print beside their verdicts (figures, verdict lists, reports, the
/// vendors' samples' output): nothing unless `PRIMER_TEST_VERBOSE` is set, so `swift test -q` on a
/// green run shows the summary alone. Package-only: an app's tests print what they like.
package enum TestConsole {
    /// Whether this run prints the tests' figures and skips (`PRIMER_TEST_VERBOSE` set to anything).
    package static var isVerbose: Bool { ProcessInfo.processInfo.environment["PRIMER_TEST_VERBOSE"] != nil }

    /// Prints `line` in a verbose run; evaluates nothing otherwise.
    package static func say(_ line: @autoclosure () -> String) {
        if isVerbose { print(line()) }
    }
}
