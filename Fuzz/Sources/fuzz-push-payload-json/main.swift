import Foundation
import FuzzSupport
@_spi(AdapterAuthoring) import PrimerCore

/// One input: a push payload as APNs sends it (JSON). Any input may be refused with a
/// typed error; none may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = inputData(bytes, count)
    if let payload = try? PushPayload(json: data) {
        _ = "\(payload)"
        _ = payload.custom.count
    }
    _ = (try? PushValue(json: data)).map { "\($0)" }
    return 0
}

runFuzzer(fuzzOneInput)
