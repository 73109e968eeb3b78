import Foundation
import Testing

@_spi(AdapterAuthoring) @testable import PrimerCore

/// A `userInfo` dictionary nests no deeper than JSON text may (`PushPayloadJSONParser.maxDepth`), and
/// reading one never overflows the stack of an iOS secondary thread (512 KB): a deeper payload is a
/// typed error.
@Suite struct PushPayloadDepthTests {
    /// A `userInfo` built by an app or a hostile sender, read by one thread after another
    /// (`@unchecked Sendable`: it is never mutated after `init`, and reading immutable Foundation
    /// values from several threads is safe).
    struct DeepUserInfo: @unchecked Sendable {
        let userInfo: [AnyHashable: Any]

        /// `aps` with an alert, and under `deep` `levels` arrays and dictionaries nested alternately around
        /// a string: the payload nests `levels + 1` deep (the dictionary itself counting as the first).
        init(levels: Int) {
            var value: Any = "bottom"
            for level in 0..<levels {
                value = level.isMultiple(of: 2) ? [value] as [Any] : ["k": value] as [String: Any]
            }
            userInfo = ["aps": ["alert": "Hi"] as [String: Any], "deep": value]
        }
    }

    /// The same payload as JSON text.
    static func deepJSON(levels: Int) -> String {
        var value = #""bottom""#
        for level in 0..<levels { value = level.isMultiple(of: 2) ? "[\(value)]" : #"{"k":\#(value)}"# }
        return #"{"aps":{"alert":"Hi"},"deep":\#(value)}"#
    }

    @Test(arguments: [PushPayloadJSONParser.maxDepth, 5_000])
    func tooDeepIsATypedErrorOnASmallStack(levels: Int) {
        let result = SmallStackThread.run(with: DeepUserInfo(levels: levels)) { deep -> Result<Int, PushPayloadError> in
            do throws(PushPayloadError) {
                return .success(try PushPayload(userInfo: deep.userInfo).custom.count)
            } catch {
                return .failure(error)
            }
        }
        #expect(result == .failure(.nestedTooDeeply(field: "deep", limit: PushPayloadJSONParser.maxDepth)))
        #expect(throws: PushPayloadError.self) { try PushPayload(jsonText: Self.deepJSON(levels: levels)) }
    }

    @Test func theDeepestAllowedPayloadIsReadAndUsedOnASmallStack() throws {
        let levels = PushPayloadJSONParser.maxDepth - 1
        let fromJSON = try PushPayload(jsonText: Self.deepJSON(levels: levels))
        let matches = SmallStackThread.run(with: DeepUserInfo(levels: levels)) { deep -> Bool in
            guard let payload = try? PushPayload(userInfo: deep.userInfo) else { return false }
            // What an adapter does with a payload: compare it, print it, hand it back as a userInfo.
            let again = try? PushPayload(userInfo: payload.userInfo)
            return payload == fromJSON && again == payload && payload.aps.alert == .text("Hi")
                && "\(payload)".count > levels
        }
        #expect(matches)
    }

    @Test func lenientConversionsCutWhatIsTooDeep() {
        let members = SmallStackThread.run(with: DeepUserInfo(levels: 5_000)) { PushValue.members(of: $0.userInfo) }
        var depth = 1
        var value = members["deep"]
        while let inner = value?.arrayValue?.first ?? value?["k"] {
            depth += 1
            value = inner
        }
        // The dictionary is the first level; the deepest container kept is the 512th.
        #expect(depth == PushPayloadJSONParser.maxDepth)
        #expect(value == .null)
    }
}
