/// The classes of the escapes `\d \w \s \h \v`, as ICU defines them.
enum ScalarClass: Sendable {
    case digit, word, space, horizontalSpace, verticalSpace
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .digit: scalar.properties.numericType == .decimal
        case .word: Self.isWord(scalar)
        case .space: scalar.properties.isWhitespace
        case .horizontalSpace: scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        case .verticalSpace: ScalarTest.isLineTerminator(scalar)
        }
    }

    /// `[\p{Alphabetic}\p{Mark}\p{Decimal_Number}\p{Connector_Punctuation}\u200C\u200D]`.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: true
        default: scalar.properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// Scalars a word boundary looks through, as ICU: grapheme extenders and format characters.
    static func isTransparentToBoundaries(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format
    }
}
