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
        VendorCase(
            "enable persists enabled=true first, then requests with the default options; the transport is APNS JSON",
            source: .vendor(
                "[SDK] ActitoPush.swift:36, :121, :124; LocalStorage.swift:10-12; FIDELITY A1, A6, A7, K1, K2"),
            steps: [.user(prompts: [.allow]), .call("enableRemoteNotifications() async throws")],
            expected: [
                .stored(key: enabledKey, value: .bool(true)), .system(.requestAuthorization([.badge, .sound, .alert])),
                .system(.promptShown(answer: .allow)), .system(.registerForRemoteNotifications),
                .stored(key: transportKey, value: .data(Array("\"APNS\"".utf8))),
                .stored(key: allowedUIKey, value: .bool(true)), .heard("enableRemoteNotifications", "true"),
            ]),
        VendorCase(
            "a user never asked declines: the token is still requested, false returned, allowedUI false",
            source: .vendor("[SDK] ActitoPush.swift:124-135, :511-518, :536-538; FIDELITY A8, A12, A16, E5"),
            steps: [
                .user(prompts: [.dontAllow]), .call("enableRemoteNotifications() async throws"), .call("allowedUI"),
                .call("hasRemoteNotificationsEnabled"),
            ],
            expected: [
                .system(.promptShown(answer: .dontAllow)), .system(.registerForRemoteNotifications),
                .heard("didChangeSubscription", "token", onMain: true),
                .heard("didChangeNotificationSettings", "false", onMain: true),
                .heard("enableRemoteNotifications", "false"), .heard("allowedUI", "false"),
                .heard("hasRemoteNotificationsEnabled", "true"),
            ]),
        VendorCase(
            "an authorized user: no prompt, the token requested, true returned on the main queue",
            source: .vendor("[SDK] ActitoPush.swift:103-112, :126, :135; FIDELITY A8, A12, A14"),
            start: CaseStart(.authorized),
            steps: [.call("enableRemoteNotifications(_:)")],
            expected: [
                .system(.registerForRemoteNotifications),
                .heard("enableRemoteNotifications completion", "true", onMain: true),
            ],
            silent: ["system prompt"]),
        VendorCase(
            "denied: enable still calls requestAuthorization (iOS answers false without a prompt)",
            source: .vendor("[SDK] ActitoPush.swift:124; FIDELITY A7b"),
            start: CaseStart(.denied),
            steps: [.call("enableRemoteNotifications() async throws")],
            expected: [
                .system(.requestAuthorization([.badge, .sound, .alert])), .heard("enableRemoteNotifications", "false"),
            ],
            knownDifference: "A7b"),
        VendorCase(
            "enabled survives a relaunch; the completion form's callbacks run on the main queue",
            source: .vendor(
                "[SDK] ActitoPush.swift:103-112, :121, :306, :314; LocalStorage.swift:17-25; FIDELITY A6, A14, E3"),
            start: CaseStart(.authorized),
            steps: [
                .call("enableRemoteNotifications(_:)"), .relaunch, .call("hasRemoteNotificationsEnabled"),
                .call("allowedUI"),
            ],
            expected: [
                .heard("didChangeSubscription", "token", onMain: true),
                .heard("didChangeNotificationSettings", "true", onMain: true),
                .heard("enableRemoteNotifications completion", "true", onMain: true),
                .heard("hasRemoteNotificationsEnabled", "true"), .heard("allowedUI", "true"),
            ]),
        VendorCase(
            "a foreground after a change in Settings stores and announces allowedUI once; the next one says nothing",
            source: .vendor("[SDK] ActitoPush.swift:443-451, :562-594; LocalStorage.swift:13; FIDELITY A17, E6, K3"),
            start: CaseStart(.authorized),
            steps: [
                .call("enableRemoteNotifications() async throws"), .changeInSettings(.denied), .foreground, .foreground,
                .call("allowedUI"),
            ],
            expected: [
                .stored(key: allowedUIKey, value: .bool(true)),
                .heard("didChangeNotificationSettings", "true", onMain: true),
                .stored(key: allowedUIKey, value: .bool(false)),
                .heard("didChangeNotificationSettings", "false", onMain: true), .heard("allowedUI", "false"),
            ]),
        VendorCase(
            "before enable nothing is checked on a foreground: no callback, nothing stored",
            source: .vendor("[SDK] ActitoPush.swift:443-451 (only when enabled); FIDELITY A17"),
            start: CaseStart(.authorized),
            steps: [.changeInSettings(.denied), .foreground, .call("hasRemoteNotificationsEnabled")],
            expected: [.heard("hasRemoteNotificationsEnabled", "false")],
            silent: [
                "app didChangeNotificationSettings", "app didChangeSubscription", "store \(allowedUIKey)",
                "store \(enabledKey)",
            ]),
        VendorCase(
            "disable stores enabled=false and announces nil then false; a second disable announces nothing",
            source: .vendor("[SDK] ActitoPush.swift:154-169, :527-557; FIDELITY A15, E7"),
            start: CaseStart(.authorized),
            steps: [
                .call("enableRemoteNotifications() async throws"), .call("disableRemoteNotifications() async"),
                .call("disableRemoteNotifications() async"), .call("allowedUI"),
            ],
            expected: [
                .stored(key: enabledKey, value: .bool(true)),
                .heard("didChangeSubscription", "token", onMain: true),
                .heard("didChangeNotificationSettings", "true", onMain: true),
                .stored(key: enabledKey, value: .bool(false)),
                .heard("didChangeSubscription", "nil", onMain: true),
                .heard("didChangeNotificationSettings", "false", onMain: true),
                .stored(key: enabledKey, value: .bool(false)), .heard("allowedUI", "false"),
            ]),
        VendorCase(
            "the subscription holds the APNs token after enable, is kept across a relaunch, and is nil after "
                + "the completion form of disable, which tells the delegate first",
            source: .vendor(
                "[SDK] ActitoPush.swift:154-169, :511-557; LocalStorage.swift:11-12; FIDELITY A15, A19, E7, K2"),
            start: CaseStart(.authorized),
            steps: [
                .call("enableRemoteNotifications() async throws"), .call("subscription?.token"), .relaunch,
                .call("subscription?.token"), .call("disableRemoteNotifications(_:)"), .call("subscription?.token"),
            ],
            expected: [
                .heard("subscription", simulatedToken), .heard("subscription", simulatedToken),
                .system(.unregisterForRemoteNotifications),
                .heard("disableRemoteNotifications completion", "success", onMain: true), .heard("subscription", "nil"),
            ]),
    ]

    /// The token the simulated device hands to every registration (hex).
    private static let simulatedToken = "01080f161d242b323940474e555c636a71787f868d949ba2a9b0b7bec5ccd3da"
    private static let enabledKey = "re.notifica.push.local_storage.remote_notifications_enabled"
    private static let transportKey = "re.notifica.push.local_storage.transport"
    private static let allowedUIKey = "re.notifica.push.local_storage.allowed_ui"
}
