/// One instruction of a compiled ``BoundedRegex``.
enum Instruction: Sendable {
    case scalar(ScalarTest)
    case assertion(RegexAssertion)
    case split(Int, Int)
    case jump(Int)
    case match
}
