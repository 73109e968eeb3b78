/// Reads the typed fields of one JSON object, throwing ``PushPayloadError`` that names the field path.
struct PushPayloadReader {
    let fields: [String: PushValue]
    let prefix: String

    func path(_ key: String) -> String { "\(prefix).\(key)" }

    func string(_ key: String) throws(PushPayloadError) -> String? {
        guard let value = fields[key], value != .null else { return nil }
        guard let string = value.stringValue else {
            throw .wrongType(field: path(key), expected: "a string", found: value.description)
        }
        return string
    }

    func strings(_ key: String) throws(PushPayloadError) -> [String]? {
        guard let value = fields[key], value != .null else { return nil }
        guard let array = value.arrayValue else {
            throw .wrongType(field: path(key), expected: "an array of strings", found: value.description)
        }
        var result: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element.stringValue else {
                throw .wrongType(field: "\(path(key))[\(index)]", expected: "a string", found: element.description)
            }
            result.append(string)
        }
        return result
    }

    /// A number or Boolean; only 1 / `true` are on (Apple's rule for the flag keys).
    func flag(_ key: String) throws(PushPayloadError) -> Bool {
        switch fields[key] {
        case nil, .null?: return false
        case let .bool(value)?: return value
        case let .int(value)?: return value == 1
        case let .double(value)?: return value == 1
        case let other?: throw .wrongType(field: path(key), expected: "0 or 1", found: other.description)
        }
    }

    func unitInterval(_ key: String) throws(PushPayloadError) -> Double? {
        guard let value = fields[key], value != .null else { return nil }
        guard let number = value.doubleValue, value.boolValue == nil else {
            throw .wrongType(field: path(key), expected: "a number", found: value.description)
        }
        guard number.isFinite, (0...1).contains(number) else {
            throw .outOfRange(field: path(key), value: value.description, allowed: "0...1")
        }
        return number
    }

    func aps() throws(PushPayloadError) -> PushPayload.APS {
        let named: Set<String> = ["alert", "badge", "sound", "category", "thread-id", "content-available",
                                  "mutable-content", "interruption-level", "relevance-score", "target-content-id"]
        return PushPayload.APS(
            alert: try alert(), badge: try badge(), sound: try sound(), category: try string("category"),
            threadId: try string("thread-id"), contentAvailable: try flag("content-available"),
            mutableContent: try flag("mutable-content"),
            interruptionLevel: try string("interruption-level").map(PushInterruptionLevel.init(rawValue:)),
            relevanceScore: try unitInterval("relevance-score"), targetContentId: try string("target-content-id"),
            other: fields.filter { !named.contains($0.key) })
    }

    private func alert() throws(PushPayloadError) -> PushAlert? {
        switch fields["alert"] {
        case nil, .null?:
            return nil
        case let .string(text)?:
            return .text(text)
        case let .object(members)?:
            let reader = PushPayloadReader(fields: members, prefix: path("alert"))
            return .content(PushAlertContent(
                title: try reader.string("title"), subtitle: try reader.string("subtitle"),
                body: try reader.string("body"), launchImage: try reader.string("launch-image"),
                titleLocKey: try reader.string("title-loc-key"), titleLocArgs: try reader.strings("title-loc-args"),
                subtitleLocKey: try reader.string("subtitle-loc-key"),
                subtitleLocArgs: try reader.strings("subtitle-loc-args"),
                locKey: try reader.string("loc-key"), locArgs: try reader.strings("loc-args")))
        case let other?:
            throw .wrongType(field: path("alert"), expected: "a string or an object", found: other.description)
        }
    }

    private func badge() throws(PushPayloadError) -> Int? {
        guard let value = fields["badge"], value != .null else { return nil }
        guard value.boolValue == nil, let number = value.intValue else {
            throw .wrongType(field: path("badge"), expected: "a whole number", found: value.description)
        }
        guard number >= 0 else { throw .outOfRange(field: path("badge"), value: value.description, allowed: "0...") }
        return number
    }

    private func sound() throws(PushPayloadError) -> PushSound? {
        switch fields["sound"] {
        case nil, .null?:
            return nil
        case let .string(name)?:
            return .named(name)
        case let .object(members)?:
            let reader = PushPayloadReader(fields: members, prefix: path("sound"))
            return .critical(name: try reader.string("name"), volume: try reader.unitInterval("volume"),
                             critical: try reader.flag("critical"))
        case let other?:
            throw .wrongType(field: path("sound"), expected: "a string or an object", found: other.description)
        }
    }
}

extension PushPayload.APS {
    /// The `aps` dictionary as ``PushValue`` members, keyed as APNs spells them.
    public var members: [String: PushValue] {
        var result = other
        switch alert {
        case let .text(text)?: result["alert"] = .string(text)
        case let .content(content)?: result["alert"] = .object(content.members)
        case nil: break
        }
        if let badge { result["badge"] = .int(badge) }
        switch sound {
        case let .named(name)?:
            result["sound"] = .string(name)
        case let .critical(name, volume, critical)?:
            var members: [String: PushValue] = ["critical": .int(critical ? 1 : 0)]
            if let name { members["name"] = .string(name) }
            if let volume { members["volume"] = .double(volume) }
            result["sound"] = .object(members)
        case nil:
            break
        }
        if let category { result["category"] = .string(category) }
        if let threadId { result["thread-id"] = .string(threadId) }
        if contentAvailable { result["content-available"] = .int(1) }
        if mutableContent { result["mutable-content"] = .int(1) }
        if let interruptionLevel { result["interruption-level"] = .string(interruptionLevel.rawValue) }
        if let relevanceScore { result["relevance-score"] = .double(relevanceScore) }
        if let targetContentId { result["target-content-id"] = .string(targetContentId) }
        return result
    }
}

extension PushAlertContent {
    /// The alert dictionary as ``PushValue`` members, keyed as APNs spells them.
    public var members: [String: PushValue] {
        var result: [String: PushValue] = [:]
        let strings: [(String, String?)] = [("title", title), ("subtitle", subtitle), ("body", body),
                                            ("launch-image", launchImage), ("title-loc-key", titleLocKey),
                                            ("subtitle-loc-key", subtitleLocKey), ("loc-key", locKey)]
        for case let (key, value?) in strings { result[key] = .string(value) }
        let arrays: [(String, [String]?)] = [("title-loc-args", titleLocArgs), ("subtitle-loc-args", subtitleLocArgs),
                                             ("loc-args", locArgs)]
        for case let (key, value?) in arrays { result[key] = .array(value.map(PushValue.string)) }
        return result
    }
}
