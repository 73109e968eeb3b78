extension PushValue {
    /// Combines the value bottom-up: `leaf` for each value that is not an array or object, then `array`
    /// and `object` for each container over its elements' or members' results (members in the order the
    /// dictionary lists them). Without recursion: the open containers wait on a heap stack, so a value as
    /// deep as a payload may be (512 levels) is walked on any thread, an iOS secondary thread's 512 KB
    /// stack included.
    func folded<Result>(
        leaf: (PushValue) -> Result, array: ([Result]) -> Result, object: ([(key: String, value: Result)]) -> Result
    ) -> Result {
        guard var current = PushValueContainer<Result>(self) else { return leaf(self) }
        var open: [PushValueContainer<Result>] = []
        while true {
            if let child = current.nextValue() {
                if let container = PushValueContainer<Result>(child) {
                    open.append(current)
                    current = container
                } else {
                    current.results.append(leaf(child))
                }
            } else {
                let finished = current.combined(array: array, object: object)
                guard var parent = open.popLast() else { return finished }
                parent.results.append(finished)
                current = parent
            }
        }
    }
}

/// An array or object of a ``PushValue`` being folded: its values in order, how far the walk has got,
/// and the results so far.
private struct PushValueContainer<Result> {
    /// `nil` for an array.
    private let keys: [String]?
    private let values: [PushValue]
    private var next = 0
    var results: [Result] = []

    /// `nil` when `value` is not an array or object.
    init?(_ value: PushValue) {
        switch value {
        case let .array(elements):
            keys = nil
            values = elements
        case let .object(members):
            keys = Array(members.keys)
            values = Array(members.values)
        default:
            return nil
        }
        results.reserveCapacity(values.count)
    }

    /// The next value to fold, moving past it; `nil` when all are done.
    mutating func nextValue() -> PushValue? {
        guard next < values.count else { return nil }
        defer { next += 1 }
        return values[next]
    }

    func combined(array: ([Result]) -> Result, object: ([(key: String, value: Result)]) -> Result) -> Result {
        guard let keys else { return array(results) }
        return object(zip(keys, results).map { (key: $0, value: $1) })
    }
}
