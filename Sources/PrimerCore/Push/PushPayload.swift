import Foundation

/// A push notification's payload, read from the APNs `userInfo` dictionary or from JSON.
///
/// Parsing is strict where iOS is (a field of the wrong kind is an error naming the field and value,
/// because a sender bug should be seen, not guessed around) and lenient where the format is open:
/// - `aps` may be missing (a payload built by the app or a test); when present it must be an object.
/// - `aps.alert`: a string, or an object in any form Apple documents: string `title`, `subtitle`, `body`,
///   `launch-image`, `action-loc-key`, `*-loc-key`, string arrays `*-loc-args`; a Live Activity alert's
///   `title` and `body` may be `{"loc-key": string, "loc-args": [string]}` and it may carry a `sound`.
/// - `aps.badge`: a whole number ≥ 0 (`1.0` counts as 1; `"1"`, `1.5` and `-1` are errors).
/// - `aps.sound`: a string, or an object with optional string `name`, `critical` (0/1 or Boolean) and
///   `volume` in 0...1.
/// - `aps.category`, `aps.thread-id`, `aps.target-content-id`: strings.
/// - `aps.content-available`, `aps.mutable-content`: a number or Boolean; only 1 / `true` turn it on
///   (Apple's rule), other numbers read as off. Strings are errors.
/// - `aps.interruption-level`: a string; levels Apple may add later are kept, not rejected.
/// - `aps.relevance-score`: a number in 0...1.
/// - Unknown `aps` keys and every key outside `aps` are kept as ``PushValue``s.
@_spi(AdapterAuthoring) public struct PushPayload: Sendable, Hashable {
    /// The `aps` dictionary, decoded.
    public var aps: APS
    /// Every key outside `aps` (the sender's custom data), by name.
    public var custom: [String: PushValue]

    @_spi(AdapterAuthoring) public init(aps: APS = APS(), custom: [String: PushValue] = [:]) {
        self.aps = aps
        self.custom = custom
    }

    /// The decoded `aps` dictionary.
    public struct APS: Sendable, Hashable {
        /// `alert`.
        public var alert: PushAlert?
        /// `badge`.
        public var badge: Int?
        /// `sound`.
        public var sound: PushSound?
        /// `category`.
        public var category: String?
        /// `thread-id`.
        public var threadId: String?
        /// `content-available == 1`.
        public var contentAvailable: Bool
        /// `mutable-content == 1`.
        public var mutableContent: Bool
        /// `interruption-level`.
        public var interruptionLevel: PushInterruptionLevel?
        /// `relevance-score`, in 0...1.
        public var relevanceScore: Double?
        /// `target-content-id`.
        public var targetContentId: String?
        /// Keys of `aps` this model does not name, kept as sent.
        public var other: [String: PushValue]

        /// Creates an `aps` value; everything is absent by default.
        @_spi(AdapterAuthoring) public init(
            alert: PushAlert? = nil, badge: Int? = nil, sound: PushSound? = nil, category: String? = nil,
            threadId: String? = nil, contentAvailable: Bool = false, mutableContent: Bool = false,
            interruptionLevel: PushInterruptionLevel? = nil, relevanceScore: Double? = nil,
            targetContentId: String? = nil, other: [String: PushValue] = [:]
        ) {
            self.alert = alert
            self.badge = badge
            self.sound = sound
            self.category = category
            self.threadId = threadId
            self.contentAvailable = contentAvailable
            self.mutableContent = mutableContent
            self.interruptionLevel = interruptionLevel
            self.relevanceScore = relevanceScore
            self.targetContentId = targetContentId
            self.other = other
        }
    }

    /// `standard` when the alert shows something, `silent` otherwise.
    public var deliveryMechanism: PushDeliveryMechanism {
        aps.alert?.isVisible == true ? .standard : .silent
    }

    /// The custom string at `key`, if it is a string.
    public func string(_ key: String) -> String? { custom[key]?.stringValue }
}

extension PushPayload {
    /// Reads an APNs `userInfo` dictionary. Nesting deeper than JSON text may have (512 levels, the
    /// dictionary itself the first) is refused with ``PushPayloadError/nestedTooDeeply(field:limit:)``;
    /// the walk keeps its open containers on the heap, so no depth can overflow the thread's stack.
    @_spi(AdapterAuthoring) public init(userInfo: [AnyHashable: Any]) throws(PushPayloadError) {
        var cutKey: String?
        let members = PushValue.members(of: userInfo, cutKey: &cutKey)
        if let cutKey { throw .nestedTooDeeply(field: cutKey, limit: PushPayloadJSONParser.maxDepth) }
        try self.init(members: members)
    }

    /// Reads a JSON document (the `userInfo` as APNs sends it).
    @_spi(AdapterAuthoring) public init(json data: Data) throws(PushPayloadError) {
        let value = try PushPayloadJSONParser.parse(data)
        guard case let .object(members) = value else { throw .notAnObject(found: value.description) }
        try self.init(members: members)
    }

    /// Reads JSON text.
    @_spi(AdapterAuthoring) public init(jsonText: String) throws(PushPayloadError) {
        try self.init(json: Data(jsonText.utf8))
    }

    /// Reads an already converted dictionary.
    @_spi(AdapterAuthoring) public init(members: [String: PushValue]) throws(PushPayloadError) {
        var custom = members
        let aps = custom.removeValue(forKey: "aps")
        switch aps {
        case nil:
            self.init(aps: APS(), custom: custom)
        case let .object(fields)?:
            self.init(aps: try PushPayloadReader(fields: fields, prefix: "aps").aps(), custom: custom)
        case let other?:
            throw .wrongType(field: "aps", expected: "an object", found: other.description)
        }
    }

    /// The payload as a `userInfo` dictionary (as Foundation values), for APIs that take one.
    public var userInfo: [AnyHashable: Any] {
        var result: [AnyHashable: Any] = [:]
        for (key, value) in members { result[key] = value.foundationValue }
        return result
    }

    /// The payload as ``PushValue`` members, `aps` included (the inverse of ``init(members:)``).
    @_spi(AdapterAuthoring) public var members: [String: PushValue] {
        var result = custom
        result["aps"] = .object(aps.members)
        return result
    }
}
