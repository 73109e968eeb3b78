@_spi(AdapterAuthoring) import PrimerCore

/// `OneSignal.User.pushSubscription`: the device's push subscription, as the vendor's v5 SDK has it, over
/// the same device engine as `OneSignal.Notifications`.
///
/// ``id`` is always `nil` (there is no OneSignal server to create the subscription); ``token`` is the
/// APNs token the core's registration delivered (on a device, what the app delegate forwards to
/// `RemoteRegistrationRelay.shared`); ``optedIn`` is whether notifications are allowed and the app has
/// not opted out. Observers hear every change of these, on the main thread: a permission change first,
/// then the token a registration delivered.
public final class OSPushSubscription: Sendable {
    private struct State {
        weak var owner: OSNotifications?
        /// Whether notifications are allowed, as the SDK saw last.
        var permission = false
        var token: String?
        /// What the observers heard last (the vendor's model fires every change, heard or not).
        var heard = OSPushSubscriptionState(id: nil, token: nil, optedIn: false)
    }

    private let state = LockedValue(State())
    private let observers = PushSubscriptionObservers()
    private let stored: PermissionStateStore

    init(stored: PermissionStateStore) {
        self.stored = stored
    }

    /// Sets the `Notifications` instance whose request ``optIn()`` makes.
    func attach(to owner: OSNotifications) {
        state.withLock { $0.owner = owner }
    }

    /// Always `nil`: the id is the OneSignal server's, and there is none here.
    public var id: String? { nil }

    /// The APNs device token in lower-case hex; `nil` until a registration of this launch delivered one.
    public var token: String? { state.withLock { $0.token } }

    /// Whether pushes reach the user: notifications allowed and no ``optOut()`` since the last
    /// ``optIn()`` (kept across launches). It can still be `false` after ``optIn()`` when the user declines.
    public var optedIn: Bool { state.withLock { $0.permission } && !stored.pushOptedOut }

    /// Opts the user back in and asks for the permission if needed: the vendor's
    /// `requestPermission(nil, fallbackToSettings: true)`, so a user never asked sees the system prompt
    /// (through the device's one engine: never a second prompt while one is up), a denied user the
    /// "Open Settings" alert, and an allowed user nothing. Observers hear the opt-in at once when
    /// notifications were already allowed, else when the user allows them.
    public func optIn() {
        stored.setPushOptedOut(false)
        let owner = state.withLock { $0.owner }
        if let change = changed() { owner?.tellSubscriptionObservers(change) }
        owner?.requestPermission(nil, fallbackToSettings: true)
    }

    /// Stops pushes reaching the user without touching the system permission; kept across launches.
    /// Observers hear ``optedIn`` turn `false`.
    public func optOut() {
        stored.setPushOptedOut(true)
        if let change = changed() { state.withLock { $0.owner }?.tellSubscriptionObservers(change) }
    }

    /// Adds `observer` (held weakly): it hears every later change.
    public func addObserver(_ observer: any OSPushSubscriptionObserver) {
        observers.add(observer)
    }

    /// Removes `observer`.
    public func removeObserver(_ observer: any OSPushSubscriptionObserver) {
        observers.remove(observer)
    }

    // MARK: Told by OSNotifications

    /// Records the permission the SDK saw; the change to tell, if the subscription changed.
    func sawPermission(_ allowed: Bool) -> OSPushSubscriptionChangedState? {
        state.withLock { $0.permission = allowed }
        return changed()
    }

    /// Records the token a registration delivered; the change to tell, if it is new.
    func sawToken(_ token: String) -> OSPushSubscriptionChangedState? {
        state.withLock { $0.token = token }
        return changed()
    }

    /// Tells the observers of `change`.
    @MainActor
    func tell(_ change: OSPushSubscriptionChangedState) {
        observers.notify(change)
    }

    /// The change since the state the observers heard last, recorded as heard; `nil` when nothing changed.
    private func changed() -> OSPushSubscriptionChangedState? {
        let optedOut = stored.pushOptedOut
        return state.withLock { state in
            let current = OSPushSubscriptionState(
                id: nil, token: state.token, optedIn: state.permission && !optedOut)
            guard current != state.heard else { return nil }
            defer { state.heard = current }
            return OSPushSubscriptionChangedState(previous: state.heard, current: current)
        }
    }
}
