import Foundation

/// Prints measurements as an aligned table or as JSON.
enum Report {
    static func table(_ measurements: [Measurement]) -> String {
        let width = max(4, measurements.map(\.name.count).max() ?? 0)
        var lines = [
            pad("name", width) + "  " + pad("median", 12, left: true) + "  " + pad("allocations", 11, left: true)
        ]
        for measurement in measurements {
            let allocations = measurement.allocations.map { String(format: "%.1f", $0) } ?? "n/a"
            lines.append(
                pad(measurement.name, width) + "  " + pad(duration(measurement.medianNanoseconds), 12, left: true)
                    + "  " + pad(allocations, 11, left: true))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ measurements: [Measurement]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(measurements)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `812 ns`, `38.5 µs`, `106 ms`, `24.5 s`.
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.1f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}
