import Foundation
import FuzzSupport
@_spi(AdapterAuthoring) import PrimerCore

/// The worker every input is read on: an iOS secondary thread's 512 KB stack, where a payload's depth
/// overflowed before the reader bounded it.
let worker = SmallStackWorker()

/// One input: a push payload as a `userInfo` dictionary. An input starting with `{` is JSON, built the
/// way the system builds a `userInfo` (`JSONSerialization`, which also yields `NSNumber` booleans and
/// numbers of every width, and nests at most 512 deep); any other input is a `FoundationValueBuilder`
/// program, which nests up to 3,000 deep and holds `Data`, `Date` and non-string keys. The payload is
/// read, printed and converted back on the small stack, as an adapter does; any input may be refused
/// with a typed error, none may trap or overflow the stack.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = inputData(bytes, count)
    let userInfo: [AnyHashable: Any]
    if data.first == UInt8(ascii: "{") {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let dictionary = object as? [AnyHashable: Any]
        else { return 0 }
        userInfo = dictionary
    } else {
        var input = FuzzInput(data)
        userInfo = FoundationValueBuilder.userInfo(from: &input, maxStringBytes: 4096)
    }
    worker.run {
        do {
            let payload = try PushPayload(userInfo: userInfo)
            _ = "\(payload)"
            // Compared as text: a NaN number is never equal to itself.
            let again = try PushPayload(userInfo: payload.userInfo)
            guard PushValue.object(again.members).description == PushValue.object(payload.members).description else {
                fatalError("a payload read back from its own userInfo differs")
            }
        } catch {
            _ = "\(error)"
        }
        // The lenient reading Actito's routing falls back on for a payload it cannot read.
        _ = PushValue.members(of: userInfo).count
    }
    return 0
}

runFuzzer(fuzzOneInput)
