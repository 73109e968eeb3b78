import PrimerConformance
import PrimerCore
import PrimerSimulator

/// Actito's documented `enableRemoteNotifications()` behaviours as vendor cases (the format: `VendorCase`
/// in PrimerConformance). [SDK] is the Actito iOS SDK 5.x (`ActitoPush`), as this adapter's FIDELITY.md
/// cites it.
enum ActitoCases {
    static let all: [VendorCase] = [
        VendorCase(
            "a user never asked allows: the token is requested, allowedUI true, the delegate hears both, true returned",
            source: .vendor("[SDK] ActitoPush enableRemoteNotifications (prompt, token always, allowedUI)"),
            steps: [.user(prompts: [.allow]), .call("enableRemoteNotifications() async throws"), .call("allowedUI")],
            expected: [
                .system(.promptShown(answer: .allow)), .system(.registerForRemoteNotifications),
                .heard("didChangeSubscription", "token", onMain: true),
                .heard("didChangeNotificationSettings", "true", onMain: true),
                .heard("enableRemoteNotifications", "true"), .heard("allowedUI", "true"),
            ]),
        VendorCase(
            "denied: no prompt, the token still requested, false returned, allowedUI false",
            source: .vendor("[SDK] ActitoPush enableRemoteNotifications: the APNs token always requested"),
            start: CaseStart(.denied),
            steps: [.call("enableRemoteNotifications(_:)"), .call("allowedUI")],
            expected: [
                .system(.registerForRemoteNotifications),
                .heard("enableRemoteNotifications completion", "false", onMain: true), .heard("allowedUI", "false"),
            ],
            silent: ["system prompt"]),
        VendorCase(
            "disable drops the subscription, then unregisters; enabled is false after a relaunch too",
            source: .vendor(
                "[SDK] ActitoPush disableRemoteNotifications (transport notificare, nil token, then "
                    + "unregisterForRemoteNotifications)"),
            start: CaseStart(.authorized),
            steps: [
                .call("enableRemoteNotifications() async throws"), .call("disableRemoteNotifications() async"),
                .relaunch, .call("hasRemoteNotificationsEnabled"),
            ],
            expected: [
                .heard("didChangeSubscription", "token", onMain: true),
                .heard("didChangeSubscription", "nil", onMain: true),
                .system(.unregisterForRemoteNotifications), .heard("hasRemoteNotificationsEnabled", "false"),
            ]),
    ]
}
