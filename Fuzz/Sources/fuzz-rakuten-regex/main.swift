import Foundation
import FuzzSupport
@_spi(Fuzzing) import RakutenAdapter

/// One input: a campaign's regular expression and a value to match it against, split at
/// the first NUL byte (no NUL: the input is the pattern and also the value). Any pattern may be refused
/// with a typed error; none may trap, and matching is bounded by the engine's limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = [UInt8](inputData(bytes, count))
    let split = input.firstIndex(of: 0)
    let pattern = String(decoding: input[..<(split ?? input.endIndex)], as: UTF8.self)
    let value = split.map { String(decoding: input[($0 + 1)...], as: UTF8.self) } ?? pattern
    guard let regex = try? BoundedRegex(pattern) else { return 0 }
    _ = regex.firstMatchExists(in: value)
    return 0
}

runFuzzer(fuzzOneInput)
