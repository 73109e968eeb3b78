import Foundation
import PrimerLab

// The executable is only this: every command lives in PrimerLab, where tests run it in-process.
// (`ProcessInfo` rather than `CommandLine.arguments`, which Swift 6 reads as shared mutable state on older SDKs.)
exit(await PrimerLab().run(Array(ProcessInfo.processInfo.arguments.dropFirst())))
