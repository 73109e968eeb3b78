@_spi(AdapterAuthoring) import PrimerCore

/// The card-less reference's declared behaviour.
public enum ReferenceRequesterProfile {
    /// No card; denied users are sent to Settings by the vendor's own alert; no registration.
    public static let profile = BehaviourProfile(
        adapter: "ReferenceCardless", module: "PrimerConformance",
        summary: "No card: requestPermission(fallbackToSettings: true) through the engine; denied users go to "
            + "Settings through the vendor's own alert, the status read again on the return.",
        // Literal data, not ReferenceRequester.policy: the code under test cannot move it.
        policy: PrimerPolicy(
            provisional: .upgrade, ephemeral: .treatAsAuthorized, denied: .openSettings,
            throttle: ThrottlePolicy(kind: .none, stampedOn: [], storageKey: "PrimerCore.throttle"),
            registration: .never, requestOptions: [.alert, .badge, .sound]),
        capabilities: [.settingsFallback, .provisionalUpgrade],
        reporting: [
            .permissionGranted, .permissionDenied, .suppressed, .redirectedToSettings, .settingsReturned,
        ].map { EventReporting($0, $0.rawValue) },
        apiMapping: [
            APIMapping(.showPrimer, "ReferenceRequester.requestPermission(fallbackToSettings: true) (no card)"),
            APIMapping(.observeOutcome, "PrimerOutcome returned by requestPermission(fallbackToSettings:)"),
            APIMapping(.observeEvents, "ReferenceRequester.events()"),
        ])
}
