import Foundation
import LibFuzzerDriver

/// Runs libFuzzer with this process's arguments, handing every input to `body` as `Data`, and exits with
/// libFuzzer's status. `body` is a C function pointer (no captures), as libFuzzer calls it.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, body))
}

/// libFuzzer's bytes as `Data` (libFuzzer may pass a null pointer for the empty input).
public func inputData(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
    guard let bytes, count > 0 else { return Data() }
    return Data(bytes: bytes, count: count)
}
