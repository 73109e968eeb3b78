import Foundation

/// The process's peak resident memory on Linux (`VmHWM`), for printed measurements only: other tests
/// running at the same time count too.
enum ResidentMemory {
    /// Starts a new peak (writing 5 to `clear_refs`); does nothing where `/proc` is absent.
    static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// The peak since the last reset, in MiB; `nil` where `/proc` is absent.
    static var peakMiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
    }
}
