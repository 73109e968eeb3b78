import ActiveReachAdapter
import Foundation
import FuzzSupport
import PrimerCore

/// One input: an operator-authored ActiveReach campaign (JSON). Any input may be refused
/// with a ``CampaignConfigError``; none may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    do {
        let config = try InAppPushPrimer.Config(campaignJSON: inputData(bytes, count))
        _ = "\(config)"
    } catch {
        _ = "\(error)"
    }
    return 0
}

runFuzzer(fuzzOneInput)
