import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A presenter that does something it must not when the user answers.
struct FaultyPresenter: CardPresenter {
    enum Misdeed: Sendable {
        case request(AuthorizationOptions)
        case register
    }

    let environment: PlatformEnvironment
    var onDecline: Misdeed?
    var onAccept: Misdeed?

    init(environment: PlatformEnvironment, onDecline: Misdeed? = nil, onAccept: Misdeed? = nil) {
        self.environment = environment
        self.onDecline = onDecline
        self.onAccept = onAccept
    }

    func present(_ card: PrimerCard) async -> CardAnswer {
        let answer = await environment.presenter.present(card)
        let misdeed = answer == .accept ? onAccept : (answer == .later || answer == .dismiss ? onDecline : nil)
        switch misdeed {
        case let .request(options)?: _ = try? await environment.permissions.requestAuthorization(options: options)
        case .register?: _ = try? await environment.registrar.registerForRemoteNotifications()
        case nil: break
        }
        return answer
    }
}

/// A lifecycle that never calls anyone back (the observer was registered on the wrong object).
struct DeafLifecycle: AppLifecycle {
    func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        LifecycleObservation {}
    }
}

/// Keeps `.provisional` in every request from a provisional user, so iOS never shows the upgrade prompt.
struct ProvisionalKeepingCenter: PermissionCenter {
    let wrapped: any PermissionCenter

    func authorizationStatus() async -> AuthorizationStatus { await wrapped.authorizationStatus() }

    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        let status = await wrapped.authorizationStatus()
        return try await wrapped.requestAuthorization(
            options: status == .provisional ? options.union(.provisional) : options)
    }
}

/// Writes go to memory and reach the disk only on ``flush()`` (called at the next attempt).
final class LazyStore: KeyValueStore {
    private let disk: any KeyValueStore
    private let pending = LockedValue<[String: StoredValue?]>([:])

    init(disk: any KeyValueStore) { self.disk = disk }

    func value(forKey key: String) -> StoredValue? {
        if let value = pending.withLock({ $0[key] }) { return value }
        return disk.value(forKey: key)
    }

    func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        pending.withLock { $0[key] = .some(value) }
    }

    func removeValue(forKey key: String) throws(StoreError) {
        pending.withLock { $0[key] = .some(nil) }
    }

    func flush() {
        let writes: [String: StoredValue?] = pending.withLock { state in
            let writes = state
            state.removeAll()
            return writes
        }
        for (key, value) in writes {
            if let value { try? disk.setValue(value, forKey: key) } else { try? disk.removeValue(forKey: key) }
        }
    }
}

/// Saves a ``LazyStore``'s writes once the card is answered: a show-time stamp that lands only after
/// the answer (still before the outcome is reported).
struct FlushingPresenter: CardPresenter {
    let inner: any CardPresenter
    let store: LazyStore

    func present(_ card: PrimerCard) async -> CardAnswer {
        let answer = await inner.present(card)
        store.flush()
        return answer
    }
}

/// Sends the request again when it throws ("maybe it was transient"): a failing system is asked twice.
struct RetryingCenter: PermissionCenter {
    let wrapped: any PermissionCenter

    func authorizationStatus() async -> AuthorizationStatus { await wrapped.authorizationStatus() }

    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        do {
            return try await wrapped.requestAuthorization(options: options)
        } catch {
            return try await wrapped.requestAuthorization(options: options)
        }
    }
}

/// Answers a failed APNs registration with a made-up token (the last one it cached), so the app hears
/// `registered` when registration failed.
struct TokenInventingRegistrar: RemoteRegistrar {
    let wrapped: any RemoteRegistrar

    func registerForRemoteNotifications() async throws -> DeviceToken {
        do {
            return try await wrapped.registerForRemoteNotifications()
        } catch {
            return DeviceToken(Data(repeating: 0xAB, count: 32))
        }
    }

    func unregisterForRemoteNotifications() async { await wrapped.unregisterForRemoteNotifications() }
}

/// Saves a ``LazyStore``'s writes once the card reaches the screen: the show-time stamp lands after the
/// display was reported, but before the card can be answered.
struct StampOnScreenPresenter: CardPresenter {
    let inner: any CardPresenter
    let store: LazyStore

    func present(_ card: PrimerCard) async -> CardAnswer {
        store.flush()
        return await inner.present(card)
    }
}
