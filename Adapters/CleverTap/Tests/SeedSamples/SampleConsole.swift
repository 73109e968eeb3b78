import PrimerConformance

/// The vendor's samples print as its documentation does; this test target's `print` sends their lines to
/// `TestConsole`, so a quiet run (`swift test -q`) keeps them off the console and a verbose one shows them.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    TestConsole.say(items.map { "\($0)" }.joined(separator: separator))
}
