import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Live Activities, Actito style: register an activity's push token so Actito's campaigns and API can
/// update it, re-register when the token changes, end it when it is over.
///
/// Live Activities exist from iOS 16.1 (ActivityKit), so these calls are available from there on.
@available(iOS 16.1, macCatalyst 16.1, *)
extension ActitoPush {
    /// Registers `activityId` with its push `token` (hex, as `pushTokenUpdates` gives it once encoded)
    /// and optional `topics`. Calling it again with a new token or new topics re-registers; with the same
    /// ones it does nothing. Calls are sent one at a time, in call order.
    public func registerLiveActivity(
        _ activityId: String, token: String,
        topics: [String] = []
    ) async throws(ActitoLiveActivityError) {
        let registration = try ActitoLiveActivityRegistry.registration(activityId, token: token, topics: topics)
            .typedGet()
        try await liveActivities.register(registration).typedGet()
    }

    /// Registers `activityId` with its raw push `token`, hex-encoded as the backend expects.
    public func registerLiveActivity(
        _ activityId: String, token: Data,
        topics: [String] = []
    ) async throws(ActitoLiveActivityError) {
        try await registerLiveActivity(activityId, token: DeviceToken(token).hex, topics: topics)
    }

    /// Registers `activityId` with every token `tokenUpdates` yields (Apple's `pushTokenUpdates`), so a
    /// changed token re-registers; returns when the sequence ends (the activity is over). Stops at the
    /// first failure and throws it: an ``ActitoLiveActivityError``, or the sequence's own error if it
    /// throws one (Apple's `pushTokenUpdates` never does).
    ///
    /// (`Tokens: AsyncSequence` with an `Element` constraint rather than `AsyncSequence<Data, Never>`,
    /// whose `Failure` needs the iOS 18 runtime.)
    public func registerLiveActivity<Tokens: AsyncSequence>(
        _ activityId: String, tokenUpdates: Tokens, topics: [String] = []
    ) async throws where Tokens.Element == Data {
        for try await token in tokenUpdates {
            try await registerLiveActivity(activityId, token: token, topics: topics)
        }
    }

    /// Tells Actito that `activityId` is over, so it stops sending updates; forgets its registration.
    public func endLiveActivity(_ activityId: String) async throws(ActitoLiveActivityError) {
        try await liveActivities.end(activityId).typedGet()
    }

    /// The completion form of ``registerLiveActivity(_:token:topics:)-(_,String,_)``; called on the main actor.
    public func registerLiveActivity(
        _ activityId: String, token: String, topics: [String] = [],
        completion: @escaping @Sendable (Result<Void, ActitoLiveActivityError>) -> Void
    ) {
        spawn {
            do throws(ActitoLiveActivityError) {
                try await self.registerLiveActivity(activityId, token: token, topics: topics)
                completion(.success(()))
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// The completion form of ``registerLiveActivity(_:token:topics:)-(_,Data,_)``; called on the main actor.
    public func registerLiveActivity(
        _ activityId: String, token: Data, topics: [String] = [],
        completion: @escaping @Sendable (Result<Void, ActitoLiveActivityError>) -> Void
    ) {
        registerLiveActivity(activityId, token: DeviceToken(token).hex, topics: topics, completion: completion)
    }

    /// The completion form of ``endLiveActivity(_:)``; called on the main actor.
    public func endLiveActivity(
        _ activityId: String,
        completion: @escaping @Sendable (Result<Void, ActitoLiveActivityError>) -> Void
    ) {
        spawn {
            do throws(ActitoLiveActivityError) {
                try await self.endLiveActivity(activityId)
                completion(.success(()))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
