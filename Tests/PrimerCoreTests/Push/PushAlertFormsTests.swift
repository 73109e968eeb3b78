@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// Every form Apple documents for `aps.alert` ("Generating a remote notification", payload key
/// reference; "Starting and updating Live Activities with ActivityKit push notifications"), read from
/// Apple's own sample payloads, and the malformed forms rejected with the field and value named.
@Suite struct PushAlertFormsTests {
    struct Form: Sendable, CustomStringConvertible {
        let description: String
        let json: String
        let alert: PushAlert
    }

    static let forms: [Form] = [
        Form(description: "string", json: #"{"aps":{"alert":"Hello"}}"#, alert: .text("Hello")),
        Form(
            description: "title, subtitle and body",
            json:
                #"{"aps":{"alert":{"title":"Game Request","subtitle":"Five Card Draw","body":"Bob wants to play poker"}}}"#,
            alert: .content(
                PushAlertContent(
                    title: "Game Request", subtitle: "Five Card Draw",
                    body: "Bob wants to play poker"))),
        Form(
            description: "localized title, subtitle and body with arguments",
            json: #"{"aps":{"alert":{"title-loc-key":"GAME_PLAY_REQUEST_FORMAT","title-loc-args":["Shelly","Rick"],"#
                + #""subtitle-loc-key":"GAME_KIND","subtitle-loc-args":["poker"],"#
                + #""loc-key":"GAME_PLAY_REQUEST_BODY","loc-args":["Shelly"]}}}"#,
            alert: .content(
                PushAlertContent(
                    titleLocKey: "GAME_PLAY_REQUEST_FORMAT", titleLocArgs: ["Shelly", "Rick"],
                    subtitleLocKey: "GAME_KIND", subtitleLocArgs: ["poker"],
                    locKey: "GAME_PLAY_REQUEST_BODY", locArgs: ["Shelly"]))),
        Form(
            description: "legacy View button and launch image",
            json:
                #"{"aps":{"alert":{"body":"Bob wants to play poker","action-loc-key":"PLAY","launch-image":"Poker.png"}}}"#,
            alert: .content(
                PushAlertContent(
                    body: "Bob wants to play poker", launchImage: "Poker.png",
                    actionLocKey: "PLAY"))),
        Form(
            description: "Live Activity alert with strings and a sound",
            json:
                #"{"aps":{"event":"update","alert":{"title":"Delivery Update","body":"Your pizza order will arrive soon.","#
                + #""sound":"example.aiff"}}}"#,
            alert: .content(
                PushAlertContent(
                    title: "Delivery Update", body: "Your pizza order will arrive soon.",
                    sound: .named("example.aiff")))),
        Form(
            description: "Live Activity alert with localization dictionaries",
            json:
                #"{"aps":{"event":"update","alert":{"title":{"loc-key":"%@ is on an adventure!","loc-args":["Power Panda"]},"#
                + #""body":{"loc-key":"%@ found a sword!","loc-args":["Power Panda"]},"sound":"chime.aiff"}}}"#,
            alert: .content(
                PushAlertContent(
                    titleLocalization: PushLocalizedText(key: "%@ is on an adventure!", arguments: ["Power Panda"]),
                    bodyLocalization: PushLocalizedText(key: "%@ found a sword!", arguments: ["Power Panda"]),
                    sound: .named("chime.aiff")))),
        Form(
            description: "localization dictionary without arguments",
            json: #"{"aps":{"alert":{"body":{"loc-key":"ORDER_READY"}}}}"#,
            alert: .content(PushAlertContent(bodyLocalization: PushLocalizedText(key: "ORDER_READY")))),
    ]

    @Test(arguments: forms)
    func readsTheDocumentedForm(_ form: Form) throws {
        let payload = try PushPayload(jsonText: form.json)
        #expect(payload.aps.alert == form.alert)
        #expect(payload.deliveryMechanism == .standard)
        // Written back and read again, the alert is the same (the service extension and userInfo bridges).
        #expect(try PushPayload(members: payload.members).aps.alert == form.alert)
    }

    @Test func aLocalizedTitleHasNoPlainText() throws {
        let payload = try PushPayload(jsonText: #"{"aps":{"alert":{"title":{"loc-key":"T"},"body":"B"}}}"#)
        #expect(payload.aps.alert?.title == nil)
        #expect(payload.aps.alert?.body == "B")
    }

    @Test(arguments: [
        #"{"aps":{"alert":{"action-loc-key":"PLAY"}}}"#, #"{"aps":{"alert":{"launch-image":"a.png"}}}"#,
        #"{"aps":{"alert":{"sound":"a.aiff"}}}"#, #"{"aps":{"alert":{"title":{"loc-key":""}}}}"#,
    ])
    func keysWithoutTextShowNothing(json: String) throws {
        #expect(try PushPayload(jsonText: json).deliveryMechanism == .silent)
    }

    static let malformed: [(json: String, field: String, message: String)] = [
        (
            #"{"aps":{"alert":{"title":{"loc-args":["a"]}}}}"#, "aps.alert.title",
            #"'aps.alert.title' must be a string or an object with a string 'loc-key', found {"loc-args":["a"]}"#
        ),
        (
            #"{"aps":{"alert":{"body":7}}}"#, "aps.alert.body",
            "'aps.alert.body' must be a string or an object with a string 'loc-key', found 7"
        ),
        (
            #"{"aps":{"alert":{"title":{"loc-key":3}}}}"#, "aps.alert.title.loc-key",
            "'aps.alert.title.loc-key' must be a string, found 3"
        ),
        (
            #"{"aps":{"alert":{"body":{"loc-key":"K","loc-args":"x"}}}}"#, "aps.alert.body.loc-args",
            #"'aps.alert.body.loc-args' must be an array of strings, found "x""#
        ),
        (
            #"{"aps":{"alert":{"body":{"loc-key":"K","loc-args":[1]}}}}"#, "aps.alert.body.loc-args[0]",
            "'aps.alert.body.loc-args[0]' must be a string, found 1"
        ),
        (
            #"{"aps":{"alert":{"subtitle":{"loc-key":"K"}}}}"#, "aps.alert.subtitle",
            #"'aps.alert.subtitle' must be a string, found {"loc-key":"K"}"#
        ),
        (
            #"{"aps":{"alert":{"action-loc-key":false}}}"#, "aps.alert.action-loc-key",
            "'aps.alert.action-loc-key' must be a string, found false"
        ),
        (
            #"{"aps":{"alert":{"subtitle-loc-args":[true]}}}"#, "aps.alert.subtitle-loc-args[0]",
            "'aps.alert.subtitle-loc-args[0]' must be a string, found true"
        ),
        (
            #"{"aps":{"alert":{"sound":4}}}"#, "aps.alert.sound",
            "'aps.alert.sound' must be a string or an object, found 4"
        ),
    ]

    @Test(arguments: malformed)
    func rejectsAMalformedFormNamingFieldAndValue(json: String, field: String, message: String) {
        let error = #expect(throws: PushPayloadError.self) { try PushPayload(jsonText: json) }
        #expect(error?.field == field)
        #expect(error?.description == message)
    }
}
