import Foundation
import Testing

@_spi(AdapterAuthoring) @testable import PrimerCore

/// The payload's own JSON reader reads what `JSONSerialization` reads, the same way, and refuses what
/// it refuses with ``PushPayloadError/invalidJSON(_:)``.
@Suite struct PushPayloadJSONParserTests {
    @Test(arguments: [
        #"{"aps":{"alert":"Hi","badge":1.0,"sound":{"name":"a","volume":0.5}},"n":-12,"e":1e3,"z":0}"#,
        #"{"s":"esc \" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00 é 😀","a":[true,false,null,[],{}],"big":9223372036854775808}"#,
        #"  [1, 2.5, -0.0, "x"]  "#, #""fragment""#, "42", "{}",
    ])
    func readsLikeJSONSerialization(text: String) throws {
        let data = Data(text.utf8)
        let own = try PushPayloadJSONParser.parse(data)
        let foundation = PushValue(
            foundation: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        #expect(own == foundation)
    }

    @Test(arguments: [
        "", "{", #"{"a":}"#, #"{"a":1,}"#, "[1 2]", "01", "1.", "-", "tru", #""\x""#, #""\ud800""#,
        "\"a\u{1}b\"", #"{"a":1} x"#, String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: PushPayloadError.self) { try PushPayloadJSONParser.parse(Data(text.utf8)) }
        #expect {
            try PushPayload(json: Data(text.utf8))
        } throws: { error in
            if case .invalidJSON = error as? PushPayloadError { true } else { false }
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        #expect(throws: PushPayloadError.self) { try PushPayloadJSONParser.parse(Data([0x22, 0xFF, 0xFE, 0x22])) }
    }
}
