import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Remote notifications, Actito style: `Actito.shared.push()`.
///
/// Actito shows no soft-ask card: the app's own "enable" call is the explicit accept, and the request
/// goes through the core `SoftAskEngine` (so the one-shot promise holds). Every delegate callback runs
/// on the main actor, in the order the events happen.
@MainActor
public final class ActitoPush: ActitoModule {
    /// The platform ports; `nil` until the owning ``Actito`` is configured.
    public private(set) var environment: PlatformEnvironment?

    /// Receives push events; held weakly, like the vendor's.
    public weak var delegate: (any ActitoPushDelegate)?

    /// What ``enableRemoteNotifications()`` asks for. Default `[.alert, .badge, .sound]`.
    public var authorizationOptions: AuthorizationOptions = ActitoPush.defaultAuthorizationOptions
    /// How notifications show while the app is in the foreground. Default `[.banner, .sound, .badge]`,
    /// or `[.alert, .sound, .badge]` before iOS 14 (see ``defaultPresentationOptions(systemMajorVersion:)``).
    public var presentationOptions: PresentationOptions
    /// Options of the notification categories the SDK registers. Default
    /// `[.customDismissAction, .hiddenPreviewsShowTitle]`.
    public var categoryOptions: CategoryOptions = ActitoPush.defaultCategoryOptions

    /// The device's push subscription (the APNs token), or `nil` before enabling / after disabling.
    public private(set) var subscription: ActitoPushSubscription?
    /// Where notifications go: APNs once a token arrived, Actito's own channel after disabling.
    public private(set) var transport: ActitoTransport?
    /// Whether notifications may show UI: a token is registered and the status is authorized or
    /// provisional (ephemeral and denied are not).
    public private(set) var allowedUI = false
    /// Whether the app enabled remote notifications (and has not disabled them since); persisted.
    public private(set) var hasRemoteNotificationsEnabled = false

    /// Counts the changes enable and disable made to the subscription, so that work which awaited across
    /// one (a token arriving after a disable, a status read begun before a grant) is not applied over it.
    private var subscriptionChanges = 0

    /// Every push event as a core `PushEvent`, which the driver and the tests read beside the delegate's
    /// callbacks.
    package let eventRouter = PushEventRouter()

    public nonisolated static let defaultAuthorizationOptions: AuthorizationOptions = [.alert, .badge, .sound]
    public nonisolated static let defaultCategoryOptions: CategoryOptions = [
        .customDismissAction, .hiddenPreviewsShowTitle,
    ]

    /// The default presentation options for a system of major version `systemMajorVersion`:
    /// `.banner` from iOS 14 on, `.alert` (deprecated there) before.
    public nonisolated static func defaultPresentationOptions(systemMajorVersion: Int) -> PresentationOptions {
        systemMajorVersion >= 14 ? [.banner, .sound, .badge] : [.alert, .sound, .badge]
    }

    /// The running system's version in the iOS numbering the defaults use: the real major version on
    /// iOS and tvOS; 14 elsewhere (macOS 11+, visionOS, Linux have banners).
    public nonisolated static var runningSystemMajorVersion: Int {
        #if (os(iOS) && !targetEnvironment(macCatalyst)) || os(tvOS)
        ProcessInfo.processInfo.operatingSystemVersion.majorVersion
        #else
        14
        #endif
    }

    /// Where Live Activity registrations go (Actito's REST API in an app, a fake in tests); `nil` until
    /// set, and the live-activity calls then fail with
    /// ``ActitoLiveActivityError/backendUnavailable(activityId:)``.
    public var liveActivityBackend: (any ActitoLiveActivityBackend)? {
        get { liveActivities.backend }
        set { liveActivities.backend = newValue }
    }

    /// The live activities registered through this instance, and the queue their backend calls share.
    let liveActivities = ActitoLiveActivityRegistry()
    /// Where the payload routing logs receipts and opens.
    let logger: any ActitoPushEventLogger
    /// The OS major version the defaults and the forced `presentation` options are chosen for.
    let systemMajorVersion: Int
    private let tokenTimeout: TimeInterval
    private let timer: any ActitoTimer
    private var enabling: Task<Bool, any Error>?
    private var foreground: LifecycleObservation?
    private var settingsHandlerMissingReported = false

    /// The ``Actito`` this module belongs to, when it was created through one.
    public private(set) weak var actito: Actito?

    /// Creates the module over `environment`.
    /// - Parameters:
    ///   - environment: the platform ports; `nil` until the owning ``Actito`` is configured.
    ///   - systemMajorVersion: the OS major version the defaults are chosen for (the running system's
    ///     when `nil`).
    ///   - logger: where push analytics go (nowhere by default).
    ///   - tokenTimeout: how long to wait for the APNs token before reporting a registration failure.
    ///   - timer: how the token deadline waits (tests pass one they control).
    public init(
        environment: PlatformEnvironment?, systemMajorVersion: Int? = nil,
        logger: any ActitoPushEventLogger = ActitoNoEventLogger(), tokenTimeout: TimeInterval = 30,
        timer: any ActitoTimer = ActitoSystemTimer()
    ) {
        let systemMajorVersion = systemMajorVersion ?? Self.runningSystemMajorVersion
        self.systemMajorVersion = systemMajorVersion
        presentationOptions = Self.defaultPresentationOptions(systemMajorVersion: systemMajorVersion)
        self.logger = logger
        self.tokenTimeout = tokenTimeout
        self.timer = timer
        if let environment { attach(environment) }
    }

    /// Creates the module for `actito`.
    public convenience init(actito: Actito) {
        self.init(environment: actito.environment)
        self.actito = actito
    }

    private func attach(_ environment: PlatformEnvironment) {
        self.environment = environment
        let storage = ActitoPushStorage(store: environment.store, diagnostics: environment.diagnostics)
        hasRemoteNotificationsEnabled = storage.remoteNotificationsEnabled
        transport = storage.transport
        subscription = storage.subscription
        allowedUI = storage.allowedUI
        foreground = environment.lifecycle.observeForeground { [weak self] in
            await self?.refreshNotificationSettings()
        }
    }

    // MARK: Enabling

    /// Asks for notifications with ``authorizationOptions`` (the system prompt shows only where iOS
    /// can show it), always requests the APNs token, updates ``subscription`` and ``allowedUI`` and
    /// tells the delegate about each change. Returns whether notifications are allowed.
    ///
    /// Concurrent calls share one attempt. Throws ``ActitoPushError/notReady`` before configuration and
    /// ``ActitoPushError/authorizationFailed(_:)`` when the system request fails; a registration failure
    /// goes to the delegate and does not throw.
    public func enableRemoteNotifications() async throws -> Bool {
        if let enabling { return try await enabling.value }
        let task = Task { try await performEnable() }
        enabling = task
        defer { enabling = nil }
        return try await task.value
    }

    /// ``enableRemoteNotifications()`` with a completion handler, called on the main actor.
    public func enableRemoteNotifications(
        _ completion: @escaping @MainActor @Sendable (Result<Bool, any Error>) -> Void
    ) {
        spawn {
            do { completion(.success(try await self.enableRemoteNotifications())) } catch {
                completion(.failure(error))
            }
        }
    }

    /// Stops remote notifications: the subscription is dropped, notifications go to Actito's own channel
    /// only, APNs registration is undone; the delegate hears about each change.
    public func disableRemoteNotifications() async {
        guard let environment else { return }
        let storage = ActitoPushStorage(store: environment.store, diagnostics: environment.diagnostics)
        subscriptionChanges += 1
        hasRemoteNotificationsEnabled = false
        storage.save(enabled: false)
        let changed = transport != .notificare || subscription != nil
        transport = .notificare
        storage.save(transport: .notificare)
        update(subscription: nil, storage: storage)
        update(allowedUI: false, storage: storage, alongsideSubscriptionChange: changed)
        await environment.registrar.unregisterForRemoteNotifications()
    }

    /// ``disableRemoteNotifications()`` with a completion handler, called on the main actor.
    public func disableRemoteNotifications(
        _ completion: @escaping @MainActor @Sendable (Result<Void, any Error>) -> Void
    ) {
        spawn {
            await self.disableRemoteNotifications()
            completion(.success(()))
        }
    }

    /// Starts a completion form's work on the environment's spawner (in a plain task before
    /// configuration, when there is no environment: the work then only reports that).
    func spawn(_ work: @escaping @MainActor @Sendable () async -> Void) {
        if let environment {
            environment.spawner.spawn(work)
        } else {
            Task { await work() }
        }
    }

    /// Re-reads the permission and tells the delegate when ``allowedUI`` changed. Runs on every return
    /// to the foreground; the app may call it too.
    public func refreshNotificationSettings() async {
        guard let environment, hasRemoteNotificationsEnabled else { return }
        let changes = subscriptionChanges
        let status = await softAsk(over: environment).currentStatus()
        // An enable or disable finished meanwhile and set allowedUI from a newer reading.
        guard changes == subscriptionChanges, hasRemoteNotificationsEnabled else { return }
        update(
            allowedUI: Self.allowsUI(transport: transport, status: status),
            storage: ActitoPushStorage(store: environment.store, diagnostics: environment.diagnostics))
    }

    private func performEnable() async throws -> Bool {
        guard let environment else { throw ActitoPushError.notReady }
        let storage = ActitoPushStorage(store: environment.store, diagnostics: environment.diagnostics)
        checkSettingsHandler(environment)
        hasRemoteNotificationsEnabled = true
        storage.save(enabled: true)
        let changes = subscriptionChanges
        let outcome = await softAsk(over: environment).requestWithoutCard()
        guard changes == subscriptionChanges else {
            // Disabled while waiting (for the prompt or the token): the disable is the app's last word,
            // so a registration that landed after it is undone and nothing is re-subscribed.
            if case .registered? = outcome.registration {
                await environment.registrar.unregisterForRemoteNotifications()
            }
            return outcome.result == .granted
        }
        subscriptionChanges += 1
        if case let .failed(failure, _, _, _) = outcome {
            throw ActitoPushError.authorizationFailed(failure)
        }
        var subscriptionChanged = false
        switch outcome.registration {
        case let .registered(token)?:
            subscriptionChanged = transport != .apns
            transport = .apns
            storage.save(transport: .apns)
            subscriptionChanged =
                update(subscription: ActitoPushSubscription(token: token), storage: storage)
                || subscriptionChanged
        case let .failed(failure)?:
            // The deadline's own error comes back as thrown, so the delegate gets the typed timeout.
            let error = failure.underlying as? ActitoPushError ?? ActitoPushError.registrationFailed(failure)
            eventRouter.post(.registrationFailed(failure))
            delegate?.actito(self, didFailToRegisterForRemoteNotificationsWithError: error)
        case nil:
            break
        }
        update(
            allowedUI: Self.allowsUI(transport: transport, status: outcome.endStatus), storage: storage,
            alongsideSubscriptionChange: subscriptionChanged)
        return outcome.result == .granted
    }

    /// The device's engine under the policy of the current ``authorizationOptions``; the registrar waits
    /// for the token no longer than ``tokenTimeout``.
    private func softAsk(over environment: PlatformEnvironment) -> SoftAsk {
        var timed = environment
        timed.registrar = ActitoTokenDeadline(base: environment.registrar, timeout: tokenTimeout, timer: timer)
        return SoftAsk(policy: ActitoPolicy.make(options: authorizationOptions), environment: timed)
    }

    /// `allowedUI`'s rule: a token is registered and the status is authorized or provisional.
    public nonisolated static func allowsUI(transport: ActitoTransport?, status: AuthorizationStatus) -> Bool {
        transport == .apns && (status == .authorized || status == .provisional)
    }

    private func checkSettingsHandler(_ environment: PlatformEnvironment) {
        guard authorizationOptions.contains(.providesAppNotificationSettings), delegate == nil else { return }
        environment.diagnostics(
            Self.settingsHandlerMissing(
                "authorizationOptions contain .providesAppNotificationSettings but no ActitoPushDelegate is set"))
    }

    static func settingsHandlerMissing(_ detail: String) -> Diagnostic {
        Diagnostic(
            .error, code: "options.settingsHandlerMissing",
            "\(detail): implement actito(_:shouldOpenSettings:), which the documentation makes mandatory")
    }

    /// Stores and announces a new subscription; returns whether it changed.
    @discardableResult
    private func update(subscription new: ActitoPushSubscription?, storage: ActitoPushStorage) -> Bool {
        guard new != subscription else { return false }
        subscription = new
        storage.save(subscription: new)
        eventRouter.post(.subscriptionChanged(token: new?.token))
        delegate?.actito(self, didChangeSubscription: new)
        return true
    }

    /// Stores and announces `allowedUI` when it changed, or, as the vendor does, right after the transport
    /// or token changed whether it changed or not (its subscription update reports both together).
    private func update(allowedUI new: Bool, storage: ActitoPushStorage, alongsideSubscriptionChange: Bool = false) {
        guard new != allowedUI || alongsideSubscriptionChange else { return }
        allowedUI = new
        storage.save(allowedUI: new)
        eventRouter.post(.settingsChanged(allowsUI: new))
        delegate?.actito(self, didChangeNotificationSettings: new)
    }

    /// Reports that the default `shouldOpenSettings` ran (the delegate does not implement it), once.
    func reportDefaultSettingsHandler(_ delegate: any ActitoPushDelegate) {
        guard !settingsHandlerMissingReported else { return }
        settingsHandlerMissingReported = true
        environment?.diagnostics(Self.settingsHandlerMissing("\(type(of: delegate)) does not implement it"))
    }
}
