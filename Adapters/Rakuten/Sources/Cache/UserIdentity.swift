/// Who the cache belongs to: the user id and ID-tracking identifier the app's ``UserInfoProvider``
/// returns (empty or `nil` values count as absent; both absent is the anonymous user). The access
/// token does not define the user.
struct UserIdentity: Sendable, Hashable {
    /// The user id, or `nil`.
    var userID: String?
    /// The ID-tracking identifier, or `nil`.
    var idTrackingIdentifier: String?

    /// Creates an identity; empty strings read as absent.
    init(userID: String?, idTrackingIdentifier: String?) {
        self.userID = userID.flatMap { $0.isEmpty ? nil : $0 }
        self.idTrackingIdentifier = idTrackingIdentifier.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The logged-out user.
    static let anonymous = UserIdentity(userID: nil, idTrackingIdentifier: nil)

    /// Whether this is the anonymous user.
    var isAnonymous: Bool { userID == nil && idTrackingIdentifier == nil }

    /// A stable, one-way key for this identity (SHA-256 hex). Unlike the vendor's hash, the kind of each
    /// identifier is part of the input, so user id "x" and tracking id "x" are different users.
    var hashKey: String {
        var text = "rakuten.user.v1"
        text += "\u{1F}uid=" + (userID ?? "")
        text += "\u{1F}tid=" + (idTrackingIdentifier ?? "")
        return SHA256.hex(Array(text.utf8))
    }
}
