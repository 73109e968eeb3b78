import Foundation

/// Where a command writes: standard output for results, standard error for errors and progress.
/// Tests pass closures that capture the text, so every command runs in-process.
public struct Console: Sendable {
    /// Whether standard error is a terminal (progress lines are drawn only then).
    public var isTerminal: Bool
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    /// Creates a console from two writers; each call receives complete text (lines end in `\n`).
    public init(
        isTerminal: Bool, output: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        writeOutput = output
        writeError = error
    }

    /// The process's standard output and error.
    public static var standard: Console {
        Console(
            isTerminal: isatty(STDERR_FILENO) == 1,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String) { writeOutput(text.endingInNewline) }

    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) { writeError(text + "\n") }

    /// Redraws a one-line progress indicator on a terminal; does nothing otherwise, so logs and pipes
    /// never see carriage returns.
    public func progress(_ line: String) {
        guard isTerminal else { return }
        writeError("\r\u{1B}[2K" + line)
    }

    /// Clears the progress line on a terminal.
    public func endProgress() {
        guard isTerminal else { return }
        writeError("\r\u{1B}[2K")
    }
}
