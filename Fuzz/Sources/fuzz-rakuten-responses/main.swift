import Foundation
import FuzzSupport
@_spi(Fuzzing) import RakutenAdapter

/// One input: one body read as each of Rakuten's responses (ping, configuration,
/// display permission). Any body may be refused with a typed error; none may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let body = inputData(bytes, count)
    do { _ = "\(try ResponseDecoding.ping(body))" } catch { _ = "\(error)" }
    do { _ = "\(try ResponseDecoding.configuration(body))" } catch { _ = "\(error)" }
    do { _ = "\(try ResponseDecoding.displayPermission(body))" } catch { _ = "\(error)" }
    return 0
}

runFuzzer(fuzzOneInput)
