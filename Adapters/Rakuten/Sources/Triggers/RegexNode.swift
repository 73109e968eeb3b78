/// A parsed pattern, the syntax tree `RegexCompiler` turns into instructions.
indirect enum RegexNode {
    case empty
    case scalar(ScalarTest)
    case assertion(RegexAssertion)
    case sequence([RegexNode])
    case choice([RegexNode])
    case repetition(RegexNode, min: Int, max: Int?)
}
