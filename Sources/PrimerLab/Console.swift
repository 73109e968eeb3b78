import Foundation

/// Where a command writes: standard output for results, standard error for errors and progress.
/// Tests pass closures that capture the text, so every command runs in-process.
package struct Console: Sendable {
    /// Whether standard error is a terminal (progress lines are drawn only then).
    package var isTerminal: Bool
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void

    /// Creates a console from two writers; each call receives complete text (lines end in `\n`).
    package init(
        isTerminal: Bool, output: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        writeOutput = output
        writeError = error
    }

    /// The process's standard output and error.
    package static var standard: Console {
        Console(
            isTerminal: isatty(STDERR_FILENO) == 1,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes `text` and a newline to standard output.
    package func print(_ text: String) { writeOutput(text.endingInNewline) }

    /// Writes `text` and a newline to standard error.
    package func printError(_ text: String) { writeError(text + "\n") }

    /// Redraws a one-line progress indicator on a terminal; does nothing otherwise, so logs and pipes
    /// never see carriage returns.
    package func progress(_ line: String) {
        guard isTerminal else { return }
        writeError("\r\u{1B}[2K" + line)
    }

    /// Clears the progress line on a terminal.
    package func endProgress() {
        guard isTerminal else { return }
        writeError("\r\u{1B}[2K")
    }
}
