enum RegexAssertion: Sendable {
    case start, end, endOfInput, wordBoundary, notWordBoundary
    /// Not before a `\n` (what keeps `\R` from splitting `\r\n`).
    case notBeforeLineFeed
}
