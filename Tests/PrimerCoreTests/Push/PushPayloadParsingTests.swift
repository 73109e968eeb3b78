import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import Testing

@Suite struct PushPayloadParsingTests {
    @Test func readsEveryApsFieldFromJSON() throws {
        let payload = try PushPayload(
            jsonText: """
                {"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "loc-key": "K", "loc-args": ["a", "b"],
                                   "title-loc-key": "TK", "title-loc-args": ["t"], "subtitle-loc-key": "SK",
                                   "launch-image": "img"},
                         "badge": 3, "sound": "default", "category": "ORDER", "thread-id": "t-1",
                         "content-available": 1, "mutable-content": 1, "interruption-level": "time-sensitive",
                         "relevance-score": 0.75, "target-content-id": "scene", "x-future": true},
                 "orderId": 42, "nested": {"list": [1, 2.5, null, "x"]}}
                """)
        let aps = payload.aps
        #expect(
            aps.alert
                == .content(
                    PushAlertContent(
                        title: "T", subtitle: "S", body: "B", launchImage: "img",
                        titleLocKey: "TK", titleLocArgs: ["t"], subtitleLocKey: "SK",
                        locKey: "K", locArgs: ["a", "b"])))
        #expect(aps.badge == 3)
        #expect(aps.sound == .named("default"))
        #expect(aps.category == "ORDER")
        #expect(aps.threadId == "t-1")
        #expect(aps.contentAvailable && aps.mutableContent)
        #expect(aps.interruptionLevel == .timeSensitive)
        #expect(aps.relevanceScore == 0.75)
        #expect(aps.targetContentId == "scene")
        #expect(aps.other == ["x-future": .bool(true)])
        #expect(payload.custom["orderId"] == .int(42))
        #expect(payload.custom["nested"]?["list"] == .array([.int(1), .double(2.5), .null, .string("x")]))
        #expect(payload.deliveryMechanism == .standard)
    }

    struct Valid: Sendable, CustomStringConvertible {
        let description: String
        let json: String
        let check: @Sendable (PushPayload) -> Bool
    }

    static let valid: [Valid] = [
        Valid(description: "string alert", json: #"{"aps":{"alert":"Hi"}}"#) {
            $0.aps.alert == .text("Hi") && $0.aps.alert?.body == "Hi" && $0.deliveryMechanism == .standard
        },
        Valid(description: "silent push", json: #"{"aps":{"content-available":1}}"#) {
            $0.aps.contentAvailable && $0.deliveryMechanism == .silent
        },
        Valid(description: "no aps at all", json: #"{"x-sender":"notificare"}"#) {
            $0.aps == PushPayload.APS() && $0.string("x-sender") == "notificare"
        },
        Valid(description: "badge as 2.0", json: #"{"aps":{"badge":2.0}}"#) { $0.aps.badge == 2 },
        Valid(description: "badge zero clears", json: #"{"aps":{"badge":0}}"#) { $0.aps.badge == 0 },
        Valid(description: "critical sound", json: #"{"aps":{"sound":{"critical":1,"name":"a.caf","volume":0.5}}}"#) {
            $0.aps.sound == .critical(name: "a.caf", volume: 0.5, critical: true)
        },
        Valid(description: "flags as Booleans", json: #"{"aps":{"content-available":true,"mutable-content":false}}"#) {
            $0.aps.contentAvailable && !$0.aps.mutableContent
        },
        Valid(description: "flag other than 1 is off", json: #"{"aps":{"content-available":2}}"#) {
            !$0.aps.contentAvailable
        },
        Valid(description: "future interruption level kept", json: #"{"aps":{"interruption-level":"urgent"}}"#) {
            $0.aps.interruptionLevel?.rawValue == "urgent" && $0.aps.interruptionLevel?.isKnown == false
        },
        Valid(description: "relevance bounds", json: #"{"aps":{"relevance-score":1}}"#) { $0.aps.relevanceScore == 1 },
        Valid(description: "null fields are absent", json: #"{"aps":{"alert":null,"badge":null}}"#) {
            $0.aps.alert == nil && $0.aps.badge == nil
        },
        Valid(description: "empty alert is silent", json: #"{"aps":{"alert":""}}"#) { $0.deliveryMechanism == .silent },
        Valid(description: "loc-key only is visible", json: #"{"aps":{"alert":{"loc-key":"K"}}}"#) {
            $0.deliveryMechanism == .standard
        },
    ]

    @Test(arguments: valid)
    func readsValidPayloads(_ sample: Valid) throws {
        let payload = try PushPayload(jsonText: sample.json)
        #expect(sample.check(payload))
    }

    static let malformed: [(json: String, field: String?)] = [
        ("not json", nil),
        (#"[1, 2]"#, nil),
        (#""aps""#, nil),
        (#"{"aps": "alert"}"#, "aps"),
        (#"{"aps": [1]}"#, "aps"),
        (#"{"aps": {"alert": 5}}"#, "aps.alert"),
        (#"{"aps": {"alert": {"title": 5}}}"#, "aps.alert.title"),
        (#"{"aps": {"alert": {"loc-args": "x"}}}"#, "aps.alert.loc-args"),
        (#"{"aps": {"alert": {"loc-args": ["x", 1]}}}"#, "aps.alert.loc-args[1]"),
        (#"{"aps": {"badge": "3"}}"#, "aps.badge"),
        (#"{"aps": {"badge": 1.5}}"#, "aps.badge"),
        (#"{"aps": {"badge": true}}"#, "aps.badge"),
        (#"{"aps": {"badge": -1}}"#, "aps.badge"),
        (#"{"aps": {"sound": 1}}"#, "aps.sound"),
        (#"{"aps": {"sound": {"volume": 2}}}"#, "aps.sound.volume"),
        (#"{"aps": {"sound": {"name": 2}}}"#, "aps.sound.name"),
        (#"{"aps": {"category": ["a"]}}"#, "aps.category"),
        (#"{"aps": {"thread-id": 7}}"#, "aps.thread-id"),
        (#"{"aps": {"content-available": "1"}}"#, "aps.content-available"),
        (#"{"aps": {"mutable-content": {}}}"#, "aps.mutable-content"),
        (#"{"aps": {"interruption-level": 1}}"#, "aps.interruption-level"),
        (#"{"aps": {"relevance-score": 1.5}}"#, "aps.relevance-score"),
        (#"{"aps": {"relevance-score": -0.1}}"#, "aps.relevance-score"),
        (#"{"aps": {"relevance-score": "high"}}"#, "aps.relevance-score"),
        (#"{"aps": {"target-content-id": false}}"#, "aps.target-content-id"),
    ]

    @Test(arguments: malformed)
    func rejectsMalformedPayloadsNamingFieldAndValue(json: String, field: String?) {
        #expect {
            _ = try PushPayload(jsonText: json)
        } throws: { error in
            guard let error = error as? PushPayloadError else { return false }
            // The message names the field (when there is one) and shows what was found.
            let named = field.map { error.description.contains("'\($0)'") } ?? true
            return error.field == field && named
        }
    }

    @Test func malformedValueIsQuotedInTheMessage() {
        let error = #expect(throws: PushPayloadError.self) { try PushPayload(jsonText: #"{"aps":{"badge":"3"}}"#) }
        #expect(error?.description == #"'aps.badge' must be a whole number, found "3""#)
        let range = #expect(throws: PushPayloadError.self) {
            try PushPayload(jsonText: #"{"aps":{"relevance-score":2}}"#)
        }
        #expect(range?.description == "'aps.relevance-score' must be in 0...1, found 2")
    }

    @Test func readsUserInfoWithFoundationNumbers() throws {
        let userInfo: [AnyHashable: Any] = [
            "aps": [
                "alert": ["title": "T", "body": "B"], "badge": NSNumber(value: 4),
                "content-available": NSNumber(value: true), "relevance-score": NSNumber(value: 0.25),
            ] as [String: Any],
            "flag": NSNumber(value: false), "count": 7, "ratio": 0.5, "when": NSNull(), 12: "numeric key",
        ]
        let payload = try PushPayload(userInfo: userInfo)
        #expect(payload.aps.badge == 4)
        #expect(payload.aps.contentAvailable)
        #expect(payload.aps.relevanceScore == 0.25)
        #expect(payload.custom["flag"] == .bool(false))
        #expect(payload.custom["count"] == .int(7))
        #expect(payload.custom["ratio"] == .double(0.5))
        #expect(payload.custom["when"] == .null)
        #expect(payload.custom["12"] == .string("numeric key"))
    }

    @Test func userInfoFromJSONSerializationMatchesJSONDecoding() throws {
        let text = #"{"aps":{"alert":"Hi","badge":1,"content-available":1},"on":true,"n":1,"x":1.5}"#
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let viaUserInfo = try PushPayload(userInfo: try #require(object as? [AnyHashable: Any]))
        #expect(viaUserInfo == (try PushPayload(jsonText: text)))
    }

    @Test(arguments: [
        #"{"b":true,"f":false,"i":1,"z":0,"d":1.5,"s":"x","n":null,"a":[1,"2",[true]],"o":{"k":-3}}"#,
        #"[1, 2.25, "three"]"#, #""text""#, "7", "false",
    ])
    func fastJSONPathAgreesWithCodable(json: String) throws {
        let data = Data(json.utf8)
        let decoded = try JSONDecoder().decode(PushValue.self, from: data)
        #expect(try PushValue(json: data) == decoded)
        #expect(try JSONDecoder().decode(PushValue.self, from: JSONEncoder().encode(decoded)) == decoded)
    }

    @Test func membersRoundTrip() throws {
        let text =
            #"{"aps":{"alert":{"title":"T","loc-args":["a"]},"badge":2,"sound":{"critical":1,"volume":0.5},"#
            + #""category":"C","thread-id":"t","content-available":1,"mutable-content":1,"#
            + #""interruption-level":"passive","relevance-score":0.5,"target-content-id":"s"},"k":[true]}"#
        let payload = try PushPayload(jsonText: text)
        #expect(try PushPayload(members: payload.members) == payload)
        #expect(try PushPayload(userInfo: payload.userInfo) == payload)
    }
}
