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

/// Holds the registered provider on the main actor, where it is read.
@MainActor
final class PreferenceHolder {
    private var provider: (any UserInfoProvider)?
    /// Whether a provider was registered, readable without hopping to the main actor.
    nonisolated let isRegistered = LockedValue(false)

    nonisolated init() {}

    func register(_ provider: any UserInfoProvider) {
        self.provider = provider
        isRegistered.withLock { $0 = true }
    }

    /// The anonymous user without a hop when nothing is registered.
    nonisolated func currentIdentity() async -> UserIdentity {
        guard isRegistered.withLock({ $0 }) else { return .anonymous }
        return await identity()
    }

    /// The provider's access token, read now (`nil` when none is registered or it has none).
    nonisolated func currentAccessToken() async -> String? {
        guard isRegistered.withLock({ $0 }) else { return nil }
        return await accessToken()
    }

    func accessToken() -> String? { provider?.getAccessToken() }

    func identity() -> UserIdentity {
        guard let provider else { return .anonymous }
        return UserIdentity(userID: provider.getUserID(), idTrackingIdentifier: provider.getIDTrackingIdentifier())
    }
}
