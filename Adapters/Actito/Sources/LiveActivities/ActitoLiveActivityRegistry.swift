import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The live activities one ``ActitoPush`` registered in this process, and the one queue their backend
/// calls go through, so a token update can never overtake the registration it replaces.
@MainActor
final class ActitoLiveActivityRegistry {
    var backend: (any ActitoLiveActivityBackend)?
    private var registered: [String: ActitoLiveActivityRegistration] = [:]
    private var tail: Task<Void, Never>?

    /// Validates the call's arguments into a registration (the token checked as hex, kept as given).
    static func registration(_ activityId: String, token: String?, topics: [String])
        -> Result<ActitoLiveActivityRegistration, ActitoLiveActivityError>
    {
        guard !activityId.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return .failure(.emptyActivityId)
        }
        guard let token, DeviceToken(hex: token) != nil else {
            return .failure(.invalidToken(activityId: activityId, token: token ?? ""))
        }
        if let index = topics.firstIndex(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            return .failure(.invalidTopic(activityId: activityId, index: index, topic: topics[index]))
        }
        // Sent as the app gave it, as the vendor's: a hex token in capitals is not lower-cased.
        return .success(ActitoLiveActivityRegistration(activityId: activityId, token: token, topics: topics))
    }

    /// Whether two registrations carry the same token bytes (hex in any case) and topics.
    private static func same(_ one: ActitoLiveActivityRegistration, _ other: ActitoLiveActivityRegistration) -> Bool {
        one.topics == other.topics && one.token.lowercased() == other.token.lowercased()
    }

    /// Sends `registration` unless the same token (in any case) and topics are already registered.
    func register(_ registration: ActitoLiveActivityRegistration) async -> Result<Void, ActitoLiveActivityError> {
        await serially { registry in
            if let previous = registry.registered[registration.activityId], Self.same(previous, registration) {
                return .success(())
            }
            guard let backend = registry.backend else {
                return .failure(.backendUnavailable(activityId: registration.activityId))
            }
            do {
                try await backend.registerLiveActivity(registration)
            } catch {
                return .failure(
                    .backendFailed(
                        operation: .register, activityId: registration.activityId,
                        reason: "\(error)"))
            }
            registry.registered[registration.activityId] = registration
            return .success(())
        }
    }

    /// Ends `activityId` on the backend (also one registered by an earlier process) and forgets it.
    func end(_ activityId: String) async -> Result<Void, ActitoLiveActivityError> {
        guard !activityId.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return .failure(.emptyActivityId)
        }
        return await serially { registry in
            guard let backend = registry.backend else { return .failure(.backendUnavailable(activityId: activityId)) }
            do {
                try await backend.endLiveActivity(activityId)
            } catch {
                return .failure(.backendFailed(operation: .end, activityId: activityId, reason: "\(error)"))
            }
            registry.registered[activityId] = nil
            return .success(())
        }
    }

    /// Runs `body` after every earlier call has finished.
    private func serially<Value: Sendable>(
        _ body: @escaping @MainActor (ActitoLiveActivityRegistry) async -> Value
    ) async -> Value {
        let previous = tail
        let task = Task { @MainActor in
            await previous?.value
            return await body(self)
        }
        tail = Task { @MainActor in _ = await task.value }
        return await task.value
    }
}
