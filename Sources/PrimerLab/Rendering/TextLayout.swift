extension String {
    /// The string padded with spaces to `length` characters (unchanged when already as long).
    func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string without trailing spaces.
    var trailingSpacesTrimmed: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }

    /// The text with a final line break (`\n`, or the `\r\n` it already ends in).
    var endingInNewline: String { unicodeScalars.last == "\n" ? self : self + "\n" }

    /// `fallback` when the string is empty.
    func ifEmpty(_ fallback: String) -> String { isEmpty ? fallback : self }
}

extension String {
    /// The text broken into lines of at most `width` characters at spaces (a longer word keeps its own
    /// line); the first line keeps its leading spaces, each continuation line starts with `indent`.
    func wrapped(width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        var linePrefix = String(prefix { $0 == " " })
        var line = ""
        for word in split(separator: " ") {
            if !line.isEmpty, linePrefix.count + line.count + 1 + word.count > width {
                lines.append(linePrefix + line)
                linePrefix = indent
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty { lines.append(linePrefix + line) }
        return lines
    }
}
