@_spi(AdapterAuthoring) import PrimerCore

/// The reference for a card-less adapter with a Settings fallback, in OneSignal's shape: the app's own
/// button calls ``requestPermission(fallbackToSettings:)``; a denied user gets the vendor's own "Open
/// Settings" alert instead of the system prompt (the environment's presenter is that alert; nothing else
/// is shown). Registration is the app's business (`registration: .never`).
public final class ReferenceRequester: Sendable {
    /// The device's engine with this requester's policy.
    let softAsk: SoftAsk
    private let log = ReportLog<PrimerEvent>()
    /// The same events as reports made the moment each was emitted (what the conformance driver hands on).
    private let reports = ReportLog<AdapterReport>()

    /// Creates a requester over `environment` with `policy`.
    public init(environment: PlatformEnvironment, policy: PrimerPolicy = ReferenceRequester.policy) {
        softAsk = SoftAsk(
            policy: policy, environment: environment,
            events: { [log, reports] event in
                log.append(event)
                reports.append(AdapterReport(event: event.name, vendorForm: event.name.rawValue))
            })
    }

    /// Asks for permission; with `fallbackToSettings`, a denied user is shown ``settingsAlert`` and, on
    /// "Open Settings", sent to Settings (the status is read again on the return).
    public func requestPermission(fallbackToSettings: Bool) async -> PrimerOutcome {
        await softAsk.requestWithoutCard(settingsFallback: fallbackToSettings, settingsAlert: Self.settingsAlert)
    }

    /// The vendor's own alert offering Settings to a denied user.
    public static let settingsAlert = PrimerCard(
        title: "Open Settings", message: "Notifications are turned off for this app. You can turn them on in Settings.",
        acceptLabel: "Open Settings", declineLabel: "Cancel")

    /// Every canonical event so far; `clear` empties the log.
    public func events(clear: Bool = false) -> [PrimerEvent] {
        clear ? log.drain() : log.all
    }

    /// The events since the last call as reports, each made when its event was emitted; empties both logs.
    public func takeReports() -> [AdapterReport] {
        _ = log.drain()
        return reports.drain()
    }

    /// Upgrade provisional users, ephemeral as authorized, denied users to Settings, no throttle, and no
    /// registration (the app registers with its push provider itself).
    public static let policy = PrimerPolicy(registration: .never)
}
