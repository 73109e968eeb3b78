@_spi(AdapterAuthoring) import PrimerCore

/// Identifies the app's user for targeting and for the per-user cache. The SDK reads it on demand, on
/// the main actor; keep it up to date and return `nil` or `""` everywhere after logout.
///
/// A plain (non-final, non-`Sendable`) app class can conform: the SDK keeps the object on the main actor
/// and never sends it elsewhere.
public protocol UserInfoProvider: AnyObject {
    /// The membership id (often the login name), or `nil`.
    func getUserID() -> String?
    /// The ID SDK's tracking identifier, or `nil`.
    func getIDTrackingIdentifier() -> String?
    /// The authentication SDK's access token, or `nil` (it does not define the user).
    func getAccessToken() -> String?
}

extension UserInfoProvider {
    /// No user id.
    public func getUserID() -> String? { nil }
    /// No tracking identifier.
    public func getIDTrackingIdentifier() -> String? { nil }
    /// No access token.
    public func getAccessToken() -> String? { nil }
}
