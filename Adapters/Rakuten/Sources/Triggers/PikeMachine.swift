/// Simulates every thread in lock-step over the input: O(input × program), no backtracking. Every
/// instruction visited is one step; a run stops, undecided, when it would pass `stepLimit`.
struct PikeMachine {
    let program: [Instruction]
    let input: [Unicode.Scalar]
    let stepLimit: Int
    private(set) var steps = 0
    private var stack: [Int] = []

    init(program: [Instruction], input: [Unicode.Scalar], stepLimit: Int) {
        self.program = program
        self.input = input
        self.stepLimit = stepLimit
    }

    /// Whether any part of the input matches; `nil` when that takes more than `stepLimit` steps.
    mutating func run() -> Bool? {
        var current: [Int] = []
        var next: [Int] = []
        var seen = [Int](repeating: -1, count: program.count)
        var position = 0
        while true {
            // A new thread starts at every position: the match is unanchored.
            switch add(0, at: position, to: &current, seen: &seen) {
            case .matched: return true
            case .outOfSteps: return nil
            case .added: break
            }
            guard position < input.count else { return false }
            let scalar = input[position]
            next.removeAll(keepingCapacity: true)
            for pc in current {
                steps += 1
                guard steps <= stepLimit else { return nil }
                guard case let .scalar(test) = program[pc], test.accepts(scalar) else { continue }
                switch add(pc + 1, at: position + 1, to: &next, seen: &seen) {
                case .matched: return true
                case .outOfSteps: return nil
                case .added: break
                }
            }
            swap(&current, &next)
            position += 1
        }
    }

    /// What adding a thread found.
    private enum Added { case added, matched, outOfSteps }

    /// Adds the thread at `start` and everything reachable without consuming input.
    /// `seen[pc] == stamp` marks instructions already added for this position.
    private mutating func add(_ start: Int, at position: Int, to list: inout [Int], seen: inout [Int]) -> Added {
        stack.removeAll(keepingCapacity: true)
        stack.append(start)
        let stamp = position
        while let pc = stack.popLast() {
            guard seen[pc] != stamp else { continue }
            seen[pc] = stamp
            steps += 1
            guard steps <= stepLimit else { return .outOfSteps }
            switch program[pc] {
            case .match:
                return .matched
            case .scalar:
                list.append(pc)
            case let .jump(target):
                stack.append(target)
            case let .split(first, second):
                stack.append(second)
                stack.append(first)
            case let .assertion(assertion):
                if holds(assertion, at: position) { stack.append(pc + 1) }
            }
        }
        return .added
    }

    private mutating func holds(_ assertion: RegexAssertion, at position: Int) -> Bool {
        switch assertion {
        case .start:
            return position == 0
        case .endOfInput:
            return position == input.count
        case .end:
            // At the end, or before a final line terminator or `\r\n`.
            let left = input.count - position
            return left == 0 || (left == 1 && ScalarTest.isLineTerminator(input[position]))
                || (left == 2 && input[position] == "\r" && input[position + 1] == "\n")
        case .notBeforeLineFeed:
            return position == input.count || input[position] != "\n"
        case .wordBoundary, .notWordBoundary:
            return isWordBoundary(at: position) == (assertion == .wordBoundary)
        }
    }

    /// As ICU: never before a grapheme extender or format character; otherwise whether the scalar here
    /// and the one before (looking back through extenders and format characters) differ in being word
    /// characters. Each scalar looked back through is one step.
    private mutating func isWordBoundary(at position: Int) -> Bool {
        var after = false
        if position < input.count {
            if ScalarClass.isTransparentToBoundaries(input[position]) { return false }
            after = ScalarClass.isWord(input[position])
        }
        var before = false
        var back = position - 1
        while back >= 0 {
            if !ScalarClass.isTransparentToBoundaries(input[back]) {
                before = ScalarClass.isWord(input[back])
                break
            }
            back -= 1
            steps += 1
        }
        return before != after
    }
}
