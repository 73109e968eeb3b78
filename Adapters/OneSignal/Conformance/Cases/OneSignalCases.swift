import PrimerConformance
import PrimerCore
import PrimerSimulator

/// The OneSignal SDK's documented behaviours as vendor cases (the format: `VendorCase` in
/// PrimerConformance; the rows named are this adapter's FIDELITY.md). [SDK] is `OneSignal/OneSignal-iOS-SDK`
/// v5 under `iOS_SDK/OneSignalSDK/`, [Guide] its `MIGRATION_GUIDE.md`.
enum OneSignalCases {
    static var all: [VendorCase] {
        var all = requests
        all += settingsFallback
        all += provisional
        all += observers
        all += subscription
        all += persistence
        return all
    }

    private static let request = "OneSignal.Notifications.requestPermission(_:)"
    private static let withFallback = "OneSignal.Notifications.requestPermission(_:fallbackToSettings: true)"
    private static let withoutFallback = "OneSignal.Notifications.requestPermission(_:fallbackToSettings: false)"
    private static let everyOption = AuthorizationOptions([.alert, .sound, .badge])
    /// The simulated device's APNs token as the SDK spells it (lower-case hex).
    static let token = (0..<32).map { index in
        let byte = UInt8(truncatingIfNeeded: index &* 7 &+ 1)
        return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()

    static let requests: [VendorCase] = [
        VendorCase(
            "a user never asked allows: [.alert, .sound, .badge] requested, the completion hears true on the main "
                + "thread, then the observer",
            source: .vendor("[SDK] OSNotificationsManager.m requestPermission:, response block; FIDELITY A7, A10, E6"),
            steps: [.user(prompts: [.allow]), .call(request)],
            expected: [
                .system(.requestAuthorization(everyOption)), .system(.promptShown(answer: .allow)),
                .heard("requestPermission completion", "true", onMain: true),
                .heard("onNotificationPermissionDidChange", "true", onMain: true),
            ]),
        VendorCase(
            "a user never asked declines: the completion hears false, the observer hears nothing (permission "
                + "stays false)",
            source: .vendor(
                "[SDK] OSNotificationsManager.m requestPermission:, OSPermission.m reachable; FIDELITY A10, E3"),
            steps: [.user(prompts: [.dontAllow]), .call(withoutFallback)],
            expected: [
                .system(.promptShown(answer: .dontAllow)),
                .heard("requestPermission completion", "false", onMain: true),
            ],
            silent: ["app onNotificationPermissionDidChange"]),
        VendorCase(
            "an authorized user: the completion hears true at once, nothing is requested",
            source: .declared(fidelityRow: "A9"),
            start: CaseStart(.authorized),
            steps: [.call(request)],
            expected: [.heard("requestPermission completion", "true", onMain: true)],
            silent: ["system request", "system prompt"]),
        VendorCase(
            "the async form returns what the completion would hear",
            source: .vendor("[Guide] Notifications table, requestPermission; FIDELITY A10"),
            steps: [
                .user(prompts: [.allow]),
                .call("await OneSignal.Notifications.requestPermission(fallbackToSettings: true)"),
            ],
            expected: [.system(.promptShown(answer: .allow)), .heard("requestPermission async", "true")]),
        VendorCase(
            "the token is requested right after the request, before the user answers",
            source: .vendor(
                "[SDK] OneSignalNotificationSettings.m promptForNotifications:, OSNotificationsManager.m "
                    + "registerForAPNsToken; FIDELITY A11"),
            steps: [.user(prompts: [.allow]), .call(request)],
            expected: [
                .system(.requestAuthorization(everyOption)), .system(.registerForRemoteNotifications),
                .system(.promptShown(answer: .allow)),
            ],
            knownDifference: "A11"),
        VendorCase(
            "canRequestPermission is false once the SDK asked, after a relaunch too",
            source: .vendor(
                "[SDK] OSNotificationsManager.m canRequestPermission, OSPermission.m hasPrompted; FIDELITY A5"),
            steps: [
                .call("OneSignal.Notifications.canRequestPermission"), .user(prompts: [.dontAllow]), .call(request),
                .relaunch, .call("OneSignal.Notifications.canRequestPermission"),
                .call("OneSignal.Notifications.permissionNative"),
            ],
            expected: [
                .heard("canRequestPermission", "true"), .heard("canRequestPermission", "false"),
                .heard("permissionNative", "1"),
            ]),
    ]

    static let settingsFallback: [VendorCase] = [
        VendorCase(
            "a denied user with the fallback taps Open Settings: the completion hears false and Settings opens",
            source: .vendor(
                "[SDK] OSNotificationsManager.m requestPermission:fallbackToSettings:; FIDELITY A12, A13, A15"),
            start: CaseStart(.denied),
            steps: [.user(cards: [.accept]), .call(withFallback)],
            expected: [.system(.settingsOpened), .heard("requestPermission completion", "false", onMain: true)],
            silent: ["system request", "system prompt"]),
        VendorCase(
            "a denied user with the fallback taps Cancel: the completion hears false, Settings stays closed",
            source: .vendor("[SDK] OSNotificationsManager.m requestPermission:fallbackToSettings:; FIDELITY A15"),
            start: CaseStart(.denied),
            steps: [.user(cards: [.later]), .call(withFallback)],
            expected: [.heard("requestPermission completion", "false", onMain: true)],
            silent: ["system settings", "system request"]),
        VendorCase(
            "a denied user without the fallback: no alert, the completion hears false",
            source: .vendor("[SDK] OSNotificationsManager.m requestPermission:fallbackToSettings:; FIDELITY A12"),
            start: CaseStart(.denied),
            steps: [.user(cards: [.accept]), .call(withoutFallback)],
            expected: [.heard("requestPermission completion", "false", onMain: true)],
            silent: ["system card", "system settings"]),
        VendorCase(
            "back from Settings with notifications on, the observer hears true",
            source: .vendor("[SDK] OSPermission.m fireChangesObserver on foreground; FIDELITY A16, E3"),
            start: CaseStart(.denied),
            steps: [.user(cards: [.accept], settings: .enable), .call(withFallback), .foreground],
            expected: [
                .system(.settingsOpened), .heard("requestPermission completion", "false", onMain: true),
                .system(.foreground), .heard("onNotificationPermissionDidChange", "true", onMain: true),
            ]),
    ]

    static let provisional: [VendorCase] = [
        VendorCase(
            "provisional authorization for a user never asked: requested quietly, the completion hears true",
            source: .vendor("[SDK] OneSignalNotificationSettings.m registerForProvisionalAuthorization:; FIDELITY A17"),
            steps: [.call("OneSignal.Notifications.registerForProvisionalAuthorization(_:)")],
            expected: [
                .system(.requestAuthorization(everyOption.union(.provisional))),
                .heard("registerForProvisionalAuthorization completion", "true", onMain: true),
            ],
            silent: ["system prompt"]),
        VendorCase(
            "provisional authorization for a denied user: nothing requested, the completion hears true",
            source: .vendor("[SDK] OneSignalNotificationSettings.m registerForProvisionalAuthorization:; FIDELITY A17"),
            start: CaseStart(.denied),
            steps: [.call("await OneSignal.Notifications.registerForProvisionalAuthorization()")],
            expected: [.heard("registerForProvisionalAuthorization async", "true")],
            silent: ["system request"]),
        VendorCase(
            "upgrading a provisional user, the observers hear false then true",
            source: .vendor(
                "[SDK] OneSignalNotificationSettings.m:148-149; OSPermission.m setProvisional/setAccepted; FIDELITY B1"),
            start: CaseStart(.provisional),
            steps: [.user(prompts: [.allow]), .call(request)],
            expected: [
                // The first launch tells the observer the permission at once (E5): a provisional user's is true.
                .heard("onNotificationPermissionDidChange", "true"),
                .heard("onNotificationPermissionDidChange", "false"),
                .heard("onNotificationPermissionDidChange", "true"),
            ]),
    ]

    static let observers: [VendorCase] = [
        VendorCase(
            "a change made in Settings is heard on the return to the foreground, on the main thread",
            source: .vendor("[SDK] OSPermission.m fireChangesObserver; [Guide] Permission Observer; FIDELITY E3"),
            start: CaseStart(.authorized),
            steps: [.changeInSettings(.denied), .foreground],
            // The launch tells the first observer the permission nobody heard yet (E5).
            expected: [
                .heard("onNotificationPermissionDidChange", "true", onMain: true), .system(.foreground),
                .heard("onNotificationPermissionDidChange", "false", onMain: true),
            ]),
        VendorCase(
            "a removed observer hears nothing",
            source: .vendor("[Guide] Permission Observer, removePermissionObserver; FIDELITY E1"),
            start: CaseStart(.authorized),
            steps: [
                .call("OneSignal.Notifications.removePermissionObserver(_:)"), .changeInSettings(.denied), .foreground,
            ],
            expected: [.heard("onNotificationPermissionDidChange", "true", onMain: true), .system(.foreground)]),
    ]

    static let subscription: [VendorCase] = [
        VendorCase(
            "optIn() asks a user never asked; the subscription observer hears the opt-in, then the token",
            source: .vendor(
                "OneSignalUserManagerImpl.swift@00d082ceb40adf6492939098412139253279b3aa "
                    + "OSPushSubscriptionImpl.optIn(); FIDELITY U2, U6, U7"),
            steps: [.user(prompts: [.allow]), .call("OneSignal.User.pushSubscription.optIn()")],
            expected: [
                .system(.promptShown(answer: .allow)),
                .heard(
                    "onPushSubscriptionDidChange", "optedIn false token nil id nil", "optedIn true token nil id nil",
                    onMain: true),
                .heard(
                    "onPushSubscriptionDidChange", "optedIn true token nil id nil",
                    "optedIn true token \(token) id nil", onMain: true),
            ]),
        VendorCase(
            "optOut() is kept across a relaunch, the permission untouched; optIn() undoes it without a prompt",
            source: .vendor(
                "OneSignalUserManagerImpl.swift@00d082ceb40adf6492939098412139253279b3aa "
                    + "OSPushSubscriptionImpl.optOut(), optIn(); FIDELITY U3, U5"),
            start: CaseStart(.authorized),
            steps: [
                .call("OneSignal.User.pushSubscription.optOut()"), .relaunch,
                .call("OneSignal.User.pushSubscription.optedIn"), .call("OneSignal.Notifications.permission"),
                .call("OneSignal.User.pushSubscription.optIn()"), .call("OneSignal.User.pushSubscription.optedIn"),
            ],
            expected: [
                .stored(key: "OS_PUSH_SUBSCRIPTION_MODEL_STORE_KEY.isDisabled", value: .bool(true)),
                .heard("pushSubscription.optedIn", "false"), .heard("permission", "true"),
                .stored(key: "OS_PUSH_SUBSCRIPTION_MODEL_STORE_KEY.isDisabled", value: .bool(false)),
                .heard("pushSubscription.optedIn", "true"),
            ],
            silent: ["system prompt"]),
        VendorCase(
            "the subscription id is the server's: nil without one",
            source: .declared(fidelityRow: "U4"),
            steps: [.call("OneSignal.User.pushSubscription.id"), .call("OneSignal.User.pushSubscription.token")],
            expected: [.heard("pushSubscription.id", "nil"), .heard("pushSubscription.token", "nil")]),
    ]

    static let persistence: [VendorCase] = [
        VendorCase(
            "a grant persists the state the observers heard under the SDK's keys, as Booleans (hasPrompted also at "
                + "the request, declared P2)",
            source: .vendor(
                "[SDK] OSPermission.m persistAsFrom, OneSignalUserDefaults.m setBool:forKey:; "
                    + "FIDELITY P1, P1b, P2"),
            steps: [.user(prompts: [.allow]), .call(request)],
            expected: [
                .stored(key: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST", value: .bool(true)),
                .stored(key: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST", value: .bool(true)),
                .stored(key: "OS_NOTIFICATION_PROMPT_ANSWERED_LAST", value: .bool(true)),
                .stored(key: "ONESIGNAL_PERMISSION_ACCEPTED_LAST", value: .bool(true)),
                .stored(key: "ONESIGNAL_PROVISIONAL_AUTHORIZATION_LAST", value: .bool(false)),
            ]),
        VendorCase(
            "a change made while the app was not running is told at launch",
            source: .vendor("[SDK] OSNotificationsManager.m addPermissionObserver; FIDELITY E5"),
            start: CaseStart(
                .authorized,
                stored: [
                    "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST": .bool(true),
                    "OS_NOTIFICATION_PROMPT_ANSWERED_LAST": .bool(true),
                    "ONESIGNAL_PERMISSION_ACCEPTED_LAST": .bool(false),
                ]),
            steps: [],
            expected: [.heard("onNotificationPermissionDidChange", "true", onMain: true)]),
    ]
}
