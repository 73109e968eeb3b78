/// Reading `aps.alert` in every form Apple documents (a string, or a dictionary of text, localization
/// keys, `action-loc-key`, `launch-image`; Live Activity alerts with localization dictionaries for
/// `title` and `body` and their own `sound`), and writing it back.
extension PushPayloadReader {
    /// The `alert` of this object (`aps`), or `nil` when it is absent.
    func alert() throws(PushPayloadError) -> PushAlert? {
        switch fields["alert"] {
        case nil, .null?:
            return nil
        case let .string(text)?:
            return .text(text)
        case let .object(members)?:
            let reader = PushPayloadReader(fields: members, prefix: path("alert"))
            let (title, titleLocalization) = try reader.text("title")
            let (body, bodyLocalization) = try reader.text("body")
            return .content(
                PushAlertContent(
                    title: title, subtitle: try reader.string("subtitle"), body: body,
                    launchImage: try reader.string("launch-image"),
                    titleLocKey: try reader.string("title-loc-key"), titleLocArgs: try reader.strings("title-loc-args"),
                    subtitleLocKey: try reader.string("subtitle-loc-key"),
                    subtitleLocArgs: try reader.strings("subtitle-loc-args"),
                    locKey: try reader.string("loc-key"), locArgs: try reader.strings("loc-args"),
                    actionLocKey: try reader.string("action-loc-key"), titleLocalization: titleLocalization,
                    bodyLocalization: bodyLocalization, sound: try reader.sound()))
        case let other?:
            throw .wrongType(field: path("alert"), expected: "a string or an object", found: other.description)
        }
    }

    /// A `title` or `body`: a string, or a localization dictionary with a string `loc-key` and optional
    /// string array `loc-args` (the Live Activity form).
    private func text(_ key: String) throws(PushPayloadError) -> (String?, PushLocalizedText?) {
        switch fields[key] {
        case nil, .null?:
            return (nil, nil)
        case let .string(text)?:
            return (text, nil)
        case let .object(members)?:
            let reader = PushPayloadReader(fields: members, prefix: path(key))
            guard let locKey = try reader.string("loc-key") else {
                throw .wrongType(
                    field: path(key), expected: "a string or an object with a string 'loc-key'",
                    found: PushValue.object(members).description)
            }
            return (nil, PushLocalizedText(key: locKey, arguments: try reader.strings("loc-args") ?? []))
        case let other?:
            throw .wrongType(
                field: path(key), expected: "a string or an object with a string 'loc-key'",
                found: other.description)
        }
    }
}

extension PushSound {
    /// The sound as APNs spells it: the name, or the critical-alert dictionary.
    var value: PushValue {
        switch self {
        case let .named(name):
            return .string(name)
        case let .critical(name, volume, critical):
            var members: [String: PushValue] = ["critical": .int(critical ? 1 : 0)]
            if let name { members["name"] = .string(name) }
            if let volume { members["volume"] = .double(volume) }
            return .object(members)
        }
    }
}

extension PushAlertContent {
    /// The alert dictionary as ``PushValue`` members, keyed as APNs spells them.
    @_spi(AdapterAuthoring) public var members: [String: PushValue] {
        var result: [String: PushValue] = [:]
        let strings: [(String, String?)] = [
            ("title", title), ("subtitle", subtitle), ("body", body),
            ("launch-image", launchImage), ("title-loc-key", titleLocKey),
            ("subtitle-loc-key", subtitleLocKey), ("loc-key", locKey),
            ("action-loc-key", actionLocKey),
        ]
        for case let (key, value?) in strings { result[key] = .string(value) }
        let arrays: [(String, [String]?)] = [
            ("title-loc-args", titleLocArgs), ("subtitle-loc-args", subtitleLocArgs),
            ("loc-args", locArgs),
        ]
        for case let (key, value?) in arrays { result[key] = .array(value.map(PushValue.string)) }
        if let titleLocalization { result["title"] = .object(titleLocalization.members) }
        if let bodyLocalization { result["body"] = .object(bodyLocalization.members) }
        if let sound { result["sound"] = sound.value }
        return result
    }
}
