@_spi(Fuzzing) import CleverTapAdapter
import Foundation
import FuzzSupport
import PrimerCore

/// One input, by its first byte: `{`, a local in-app's settings dictionary as JSON (`JSONSerialization`'s
/// `NSNumber`s, as a dictionary an app received); `#`, the stored display count (any stored value under
/// the count's key, read and counted once more); anything else, a settings dictionary built by a
/// `FoundationValueBuilder` program (`Data`, `Date`, non-string keys, deep nesting, strings up to 64 KB).
/// Settings are read with the adapter's own parser and may be refused with a
/// `CleverTapPushPrimerError`; nothing may trap, and the count never goes down.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = inputData(bytes, count)
    var input = FuzzInput(data.dropFirst())
    let settings: [AnyHashable: Any]
    switch data.first {
    case UInt8(ascii: "{"):
        guard let object = try? JSONSerialization.jsonObject(with: data),
            let dictionary = object as? [AnyHashable: Any]
        else { return 0 }
        settings = dictionary
    case UInt8(ascii: "#"):
        let stored = input.storedValue()
        let store = InMemoryStore(stored.map { [CleverTap.localInAppCountKey: $0] } ?? [:])
        let shown = CleverTap.localInAppCount(in: store)
        guard CleverTap.localInAppCount(after: shown) >= shown else { fatalError("the count went down from \(shown)") }
        return 0
    default:
        settings = FoundationValueBuilder.userInfo(from: &input, maxStringBytes: 1 << 16)
    }
    do {
        let inApp = try CleverTapLocalInApp(settings: settings)
        _ = "\(inApp.card.title)\(inApp.layout)"
    } catch {
        _ = "\(error)"
    }
    return 0
}

runFuzzer(fuzzOneInput)
