/// Scenario numbers as a reader scans them: consecutive runs joined (`1-4, 9, 13-15`), and past `limit`
/// runs the rest counted (`… and 7 more`), so a summary line stays short.
enum ScenarioNumbers {
    static func compact(_ numbers: [Int], limit: Int = 8) -> String {
        var runs: [ClosedRange<Int>] = []
        for number in numbers.sorted() {
            if let last = runs.last, last.upperBound + 1 == number {
                runs[runs.count - 1] = last.lowerBound...number
            } else if runs.last?.contains(number) != true {
                runs.append(number...number)
            }
        }
        let shown = runs.prefix(limit).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
        let hidden = runs.dropFirst(limit).reduce(0) { $0 + $1.count }
        return shown.joined(separator: ", ") + (hidden > 0 ? " … and \(hidden) more" : "")
    }
}
