@_spi(AdapterAuthoring) import PrimerCore

/// The app-facing settings of one SDK instance (the static ``RInAppMessaging`` properties forward to
/// the shared instance's). Thread-safe: assign from the main actor or anywhere.
public final class InAppMessagingSettings: Sendable {
    private struct Values {
        var errorCallback: (@MainActor @Sendable (RInAppMessagingError) -> Void)?
        var onVerifyContext: (@MainActor @Sendable (_ contexts: [String], _ campaignTitle: String) -> Bool)?
        var pushPrimerAuthorizationOptions: AuthorizationOptions = [.sound, .alert, .badge]
        var accessibilityCompatibleDisplay = false
        var analyticsCallback: (@Sendable (AnalyticsEvent) -> Void)?
    }

    private let values = LockedValue(Values())
    private let mainActorCallbacks = MainActorMailbox()

    public init() {}

    /// Receives the SDK's internal errors (bad responses, push-primer failures, bad regexes), on the main
    /// actor and in the order they happened, so the seed's `{ [weak self] error in ... }` in an app
    /// delegate can use its members.
    public var errorCallback: (@MainActor @Sendable (RInAppMessagingError) -> Void)? {
        get { values.withLock { $0.errorCallback } }
        set { replace(\.errorCallback, with: newValue) }
    }

    /// Asked on the main actor before a non-test campaign with contexts shows; `false` cancels the
    /// display without counting an impression.
    public var onVerifyContext: (@MainActor @Sendable (_ contexts: [String], _ campaignTitle: String) -> Bool)? {
        get { values.withLock { $0.onVerifyContext } }
        set { replace(\.onVerifyContext, with: newValue) }
    }

    /// What the push-primer button requests; read when each campaign is displayed.
    public var pushPrimerAuthorizationOptions: AuthorizationOptions {
        get { values.withLock { $0.pushPrimerAuthorizationOptions } }
        set { values.withLock { $0.pushPrimerAuthorizationOptions = newValue } }
    }

    /// Asks presenters to add messages to the view hierarchy in a way test-automation tools can see.
    public var accessibilityCompatibleDisplay: Bool {
        get { values.withLock { $0.accessibilityCompatibleDisplay } }
        set { values.withLock { $0.accessibilityCompatibleDisplay = newValue } }
    }

    /// Receives what the SDK tracks (impressions, push-primer results).
    public var analyticsCallback: (@Sendable (AnalyticsEvent) -> Void)? {
        get { values.withLock { $0.analyticsCallback } }
        set { replace(\.analyticsCallback, with: newValue) }
    }

    /// Sets one callback; the one replaced (the app's closure and what it captures) is released after the
    /// unlock.
    private func replace<Callback: Sendable>(_ field: WritableKeyPath<Values, Callback>, with newValue: Callback) {
        values.withLockReleasingAfterUnlock { values in
            defer { values[keyPath: field] = newValue }
            return values[keyPath: field]
        }
    }

    func report(_ error: RInAppMessagingError) {
        guard let errorCallback else { return }
        mainActorCallbacks.post { errorCallback(error) }
    }

    /// Returns once every error reported so far has reached `errorCallback`.
    func deliverPendingCallbacks() async { await mainActorCallbacks.flush() }

    func track(_ event: AnalyticsEvent) { analyticsCallback?(event) }
}
