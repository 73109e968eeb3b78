import CleverTapAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator

/// CleverTap's documented push primer behaviours as vendor cases (the format: `VendorCase` in
/// PrimerConformance). [SDK] is `CleverTap/clevertap-ios-sdk` at
/// `3af43fc7e213b35d830f48023d9d2ae9fa958e84`, [Docs] its `docs/PushPrimer.md`; the rows named are this
/// adapter's FIDELITY.md.
enum CleverTapCases {
    static var all: [VendorCase] {
        var all = primer
        all += denied
        all += hardAsk
        all += campaigns
        all += status
        return all
    }

    private static let primerWithFallback = "promptPushPrimer(_:) half-interstitial, setFallbackToSettings(true)"
    private static let primerWithoutFallback = "promptPushPrimer(_:) half-interstitial, setFallbackToSettings(false)"
    private static let everyOption = AuthorizationOptions([.alert, .sound, .badge])
    private static let count = CleverTap.localInAppCountKey

    static let primer: [VendorCase] = [
        VendorCase(
            "not determined: the in-app, Allow asks for sound, alert and badge; the delegate hears true on the main "
                + "thread",
            source: .vendor("[SDK] CTPushPrimerManager.m:61-73, :117-124; FIDELITY D1, D5, P3"),
            steps: [.user(cards: [.accept], prompts: [.allow]), .call(primerWithFallback)],
            expected: [
                .system(.cardShown(campaignId: nil)), .system(.requestAuthorization(everyOption)),
                .system(.promptShown(answer: .allow)), .heard("onPushPermissionResponse", "true", onMain: true),
            ]),
        VendorCase(
            "the delegate hears iOS's answer before registerForRemoteNotifications",
            source: .vendor("[SDK] CTPushPrimerManager.m:119-135; FIDELITY P7"),
            steps: [.user(cards: [.accept], prompts: [.dontAllow]), .call(primerWithFallback)],
            expected: [
                .system(.promptShown(answer: .dontAllow)), .heard("onPushPermissionResponse", "false"),
                .system(.registerForRemoteNotifications),
            ],
            knownDifference: "P7"),
        VendorCase(
            "registration follows every answer without an error",
            source: .vendor("[SDK] CTPushPrimerManager.m:125-135; FIDELITY D6"),
            steps: [.user(cards: [.accept], prompts: [.dontAllow]), .call(primerWithFallback)],
            expected: [.system(.promptShown(answer: .dontAllow)), .system(.registerForRemoteNotifications)]),
        VendorCase(
            "Cancel: the delegate hears false on the main thread, nothing is asked",
            source: .vendor("[SDK] CTInAppDisplayViewController.m:413-416; FIDELITY P5"),
            steps: [.user(cards: [.later]), .call(primerWithFallback)],
            expected: [
                .system(.cardShown(campaignId: nil)), .heard("onPushPermissionResponse", "false", onMain: true),
            ],
            silent: ["system request"]),
        VendorCase(
            "the close button hides the in-app; the delegate hears nothing",
            source: .vendor("[SDK] CTInAppDisplayViewController.m:385-387; FIDELITY D13"),
            steps: [.user(cards: [.dismiss]), .call(primerWithFallback)],
            expected: [.system(.cardShown(campaignId: nil))],
            silent: ["system request", "app onPushPermissionResponse"]),
        VendorCase(
            "already allowed: nothing shown, nothing asked, the delegate silent",
            source: .vendor("[SDK] CTPushPrimerManager.m:66-68; FIDELITY D2, P6"),
            start: CaseStart(.authorized),
            steps: [.user(cards: [.accept]), .call(primerWithFallback), .call(primerWithoutFallback)],
            expected: [],
            silent: ["system card", "system request", "app onPushPermissionResponse"]),
        VendorCase(
            "every local in-app shown counts once, as an integer under the vendor's key, across a relaunch",
            source: .vendor("[SDK] InApps/CTInAppDisplayManager.m:657-659, CTPreferences.m:4-26; FIDELITY C1, C2, C5"),
            steps: [
                .user(cards: [.dismiss]), .call(primerWithFallback), .relaunch,
                .call("promptPushPrimer(_:) alert, setFallbackToSettings(true)"), .call("localInAppCount"),
            ],
            expected: [
                .stored(key: count, value: .int(1)), .stored(key: count, value: .int(2)),
                .heard("localInAppCount", "2"),
            ]),
        VendorCase(
            "the async form returns how the primer ended once the delegate has heard",
            source: .declared(fidelityRow: "README, promptPushPrimerAsync (no vendor form)"),
            steps: [
                .user(cards: [.accept], prompts: [.allow]),
                .call("promptPushPrimerAsync(_:) half-interstitial, setFallbackToSettings(true)"),
            ],
            expected: [
                .heard("onPushPermissionResponse", "true", onMain: true), .heard("promptPushPrimerAsync", "granted"),
            ]),
    ]

    static let denied: [VendorCase] = [
        VendorCase(
            "denied with the fallback: the in-app, Allow opens Settings, the delegate silent",
            source: .vendor("[SDK] CTPushPrimerManager.m:139-141, :156-166; FIDELITY D7, P6"),
            start: CaseStart(.denied),
            steps: [.user(cards: [.accept]), .call(primerWithFallback)],
            expected: [.system(.cardShown(campaignId: nil)), .system(.settingsOpened)],
            silent: ["system request", "app onPushPermissionResponse"]),
        VendorCase(
            "denied without the fallback: the in-app shows and its Allow only logs",
            source: .vendor("[SDK] CTPushPrimerManager.m:139-144; [Docs] CTLocalInApp builder methods; FIDELITY D3"),
            start: CaseStart(.denied),
            steps: [.user(cards: [.accept]), .call(primerWithoutFallback)],
            expected: [.system(.cardShown(campaignId: nil))],
            silent: ["system settings", "system request"],
            knownDifference: "D3"),
    ]

    static let hardAsk: [VendorCase] = [
        VendorCase(
            "the hard ask: the system request without a card; the delegate hears the answer; no in-app counted",
            source: .vendor(
                "[SDK] CTPushPrimerManager.m:75-77, :117-124; [Docs] Call iOS Push Permission dialog "
                    + "without using Push Primer; FIDELITY D9, C5"),
            steps: [.user(prompts: [.allow]), .call("prompt(forPushPermission: false)")],
            expected: [
                .system(.requestAuthorization(everyOption)), .system(.promptShown(answer: .allow)),
                .heard("onPushPermissionResponse", "true", onMain: true),
            ],
            silent: ["system card", "store \(count)"]),
        VendorCase(
            "the hard ask with the fallback sends a denied user to Settings, the delegate silent",
            source: .vendor("[SDK] CTPushPrimerManager.m:75-77, :139-141; FIDELITY D9, P6"),
            start: CaseStart(.denied),
            steps: [.call("prompt(forPushPermission: true)"), .call("prompt(forPushPermission: false)")],
            expected: [.system(.settingsOpened)],
            silent: ["system card", "system request", "app onPushPermissionResponse"]),
    ]

    static let campaigns: [VendorCase] = [
        VendorCase(
            "recordEvent of a push primer campaign's trigger shows it with its id; not a local in-app",
            source: .declared(fidelityRow: "README, push primer in-app campaign (dashboard campaigns not modelled)"),
            steps: [.user(cards: [.accept], prompts: [.allow]), .call("recordEvent(\"InAppCampaignPushPrimer\")")],
            expected: [
                .system(.cardShown(campaignId: CleverTapSurface.campaignId)), .system(.promptShown(answer: .allow)),
                .heard("onPushPermissionResponse", "true", onMain: true),
            ],
            silent: ["store \(count)"]),
        VendorCase(
            "recordEvent with properties triggers by the name; another event shows nothing",
            source: .declared(fidelityRow: "README, recordEvent(_:withProps:)"),
            steps: [
                .user(cards: [.later]), .call("recordEvent(\"Product Viewed\")"),
                .call("recordEvent(\"InAppCampaignPushPrimer\", withProps:)"),
            ],
            expected: [
                .system(.cardShown(campaignId: CleverTapSurface.campaignId)),
                .heard("onPushPermissionResponse", "false", onMain: true),
            ]),
    ]

    static let status: [VendorCase] = [
        VendorCase(
            "getNotificationPermissionStatus calls back with the status, after a change in Settings too",
            source: .vendor("[SDK] CTPushPrimerManager.m:79-90, CleverTap.m:1078-1085; FIDELITY P8, P9"),
            start: CaseStart(.denied),
            steps: [
                .call("getNotificationPermissionStatus(completionHandler:)"), .changeInSettings(.authorized),
                .foreground, .call("getNotificationPermissionStatus(completionHandler:)"),
            ],
            expected: [
                .heard("getNotificationPermissionStatus completion", "denied"), .system(.foreground),
                .heard("getNotificationPermissionStatus completion", "authorized"),
            ]),
        VendorCase(
            "a delegate removed hears nothing",
            source: .vendor("[SDK] CleverTap+PushPermission.h:5-16, CTPushPrimerManager.m:40-51; FIDELITY P1"),
            steps: [
                .call("setPushPermissionDelegate(nil)"), .user(cards: [.later]), .call(primerWithFallback),
            ],
            expected: [.system(.cardShown(campaignId: nil))],
            silent: ["app onPushPermissionResponse"]),
    ]
}
