/// Turns a syntax tree into instructions, expanding bounded repetition, up to `limit` instructions.
struct RegexCompiler {
    let limit: Int
    var program: [Instruction] = []

    mutating func append(_ instruction: Instruction) throws(BoundedRegex.RegexError) {
        guard program.count < limit else { throw .tooComplex("compiles past \(limit) instructions") }
        program.append(instruction)
    }

    mutating func emit(_ node: RegexNode) throws(BoundedRegex.RegexError) {
        switch node {
        case .empty:
            break
        case let .scalar(test):
            try append(.scalar(test))
        case let .assertion(assertion):
            try append(.assertion(assertion))
        case let .sequence(items):
            for item in items { try emit(item) }
        case let .choice(branches):
            var jumpsToEnd: [Int] = []
            for (offset, branch) in branches.enumerated() {
                let isLast = offset == branches.count - 1
                let split = program.count
                if !isLast { try append(.split(split + 1, -1)) }
                try emit(branch)
                if !isLast {
                    jumpsToEnd.append(program.count)
                    try append(.jump(-1))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumpsToEnd { program[jump] = .jump(program.count) }
        case let .repetition(body, minimum, maximum):
            for _ in 0..<minimum { try emit(body) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    try append(.split(program.count + 1, -1))
                    try emit(body)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let loop = program.count
                try append(.split(loop + 1, -1))
                try emit(body)
                try append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }
}
