enum ScalarTest: Sendable {
    case anyButNewline
    case literal(Unicode.Scalar)
    case set(ranges: [ClosedRange<UInt32>], classes: [(ScalarClass, negated: Bool)], negated: Bool)

    func accepts(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .anyButNewline:
            return !Self.isLineTerminator(scalar)
        case let .literal(expected):
            return scalar == expected
        case let .set(ranges, classes, negated):
            let inside =
                ranges.contains { $0.contains(scalar.value) }
                || classes.contains { $0.0.contains(scalar) != $0.negated }
            return inside != negated
        }
    }

    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
