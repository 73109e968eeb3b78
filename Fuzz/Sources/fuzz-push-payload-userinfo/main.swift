import Foundation
import FuzzSupport
@_spi(AdapterAuthoring) import PrimerCore

/// One input: a push payload as a `userInfo` dictionary, built the way the system builds
/// one (Foundation objects from `JSONSerialization`, which also yields `NSNumber` booleans and numbers
/// of every width). Any input may be refused with a typed error; none may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = inputData(bytes, count)
    guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
        let userInfo = object as? [AnyHashable: Any]
    else { return 0 }
    if let payload = try? PushPayload(userInfo: userInfo) {
        _ = "\(payload)"
    }
    return 0
}

runFuzzer(fuzzOneInput)
