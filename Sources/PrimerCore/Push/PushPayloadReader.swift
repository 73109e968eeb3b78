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
        let named: Set<String> = [
            "alert", "badge", "sound", "category", "thread-id", "content-available",
            "mutable-content", "interruption-level", "relevance-score", "target-content-id",
        ]
        return PushPayload.APS(
            alert: try alert(), badge: try badge(), sound: try sound(), category: try string("category"),
            threadId: try string("thread-id"), contentAvailable: try flag("content-available"),
            mutableContent: try flag("mutable-content"),
            interruptionLevel: try string("interruption-level").map(PushInterruptionLevel.init(rawValue:)),
            relevanceScore: try unitInterval("relevance-score"), targetContentId: try string("target-content-id"),
            other: fields.filter { !named.contains($0.key) })
    }

    private func badge() throws(PushPayloadError) -> Int? {
        guard let value = fields["badge"], value != .null else { return nil }
        guard value.boolValue == nil, let number = value.intValue else {
            throw .wrongType(field: path("badge"), expected: "a whole number", found: value.description)
        }
        guard number >= 0 else { throw .outOfRange(field: path("badge"), value: value.description, allowed: "0...") }
        return number
    }

    /// The sound at `key` (`aps.sound`, or a Live Activity alert's `sound`): a name or a dictionary.
    func sound(_ key: String = "sound") throws(PushPayloadError) -> PushSound? {
        switch fields[key] {
        case nil, .null?:
            return nil
        case let .string(name)?:
            return .named(name)
        case let .object(members)?:
            let reader = PushPayloadReader(fields: members, prefix: path(key))
            return .critical(
                name: try reader.string("name"), volume: try reader.unitInterval("volume"),
                critical: try reader.flag("critical"))
        case let other?:
            throw .wrongType(field: path(key), expected: "a string or an object", found: other.description)
        }
    }
}

extension PushPayload.APS {
    /// The `aps` dictionary as ``PushValue`` members, keyed as APNs spells them.
    @_spi(AdapterAuthoring) public var members: [String: PushValue] {
        var result = other
        switch alert {
        case let .text(text)?: result["alert"] = .string(text)
        case let .content(content)?: result["alert"] = .object(content.members)
        case nil: break
        }
        if let badge { result["badge"] = .int(badge) }
        if let sound { result["sound"] = sound.value }
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
