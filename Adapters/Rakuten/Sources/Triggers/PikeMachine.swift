/// Simulates every thread in lock-step over the input: O(input × program), no backtracking.
struct PikeMachine {
    let program: [Instruction]
    let input: [Unicode.Scalar]

    func run() -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        var seen = [Int](repeating: -1, count: program.count)
        var position = 0
        while true {
            // A new thread starts at every position: the match is unanchored.
            if add(0, at: position, to: &current, seen: &seen) { return true }
            guard position < input.count else { return false }
            let scalar = input[position]
            next.removeAll(keepingCapacity: true)
            for pc in current {
                if case let .scalar(test) = program[pc], test.accepts(scalar),
                   add(pc + 1, at: position + 1, to: &next, seen: &seen) {
                    return true
                }
            }
            swap(&current, &next)
            position += 1
        }
    }

    /// Adds the thread at `pc` and everything reachable without consuming input; `true` on a match.
    /// `seen[pc] == stamp` marks instructions already added for this position.
    private func add(_ start: Int, at position: Int, to list: inout [Int], seen: inout [Int]) -> Bool {
        var stack = [start]
        let stamp = position
        while let pc = stack.popLast() {
            guard seen[pc] != stamp else { continue }
            seen[pc] = stamp
            switch program[pc] {
            case .match:
                return true
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
        return false
    }

    private func holds(_ assertion: RegexAssertion, at position: Int) -> Bool {
        switch assertion {
        case .start:
            return position == 0
        case .endOfInput:
            return position == input.count
        case .end:
            return position == input.count
                || (position == input.count - 1 && ScalarTest.isLineTerminator(input[position]))
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && ScalarClass.isWord(input[position - 1])
            let after = position < input.count && ScalarClass.isWord(input[position])
            return (before != after) == (assertion == .wordBoundary)
        }
    }
}
