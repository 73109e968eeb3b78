@_spi(AdapterAuthoring) import PrimerCore

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
