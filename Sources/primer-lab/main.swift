import Foundation
import PrimerLab

// The executable is only this: every command lives in PrimerLab, where tests run it in-process.
exit(await PrimerLab().run(Array(CommandLine.arguments.dropFirst())))
