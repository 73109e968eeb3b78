import PrimerConformance
import PrimerCore
import PrimerSimulator

/// ActiveReach's documented push primer flow as vendor cases (the format: `VendorCase` in
/// PrimerConformance). [Docs] is the vendor's "Push primer" page of its iOS SDK documentation and the
/// Android and React Native pages' event list, as this adapter's FIDELITY.md cites them.
enum ActiveReachCases {
    /// Each event carries the campaign's id (the bridge's `PushPrimerEvent.campaignId`) and, in its payload,
    /// the status the adapter saw (its own addition, which the documentation leaves to the payload).
    static let all: [VendorCase] = [
        VendorCase(
            "the sample's flow: displayed, Allow asks iOS; the events in order",
            source: .vendor("[Docs] iOS push primer page (flow), Android and React Native pages (six events)"),
            steps: [
                .user(prompts: [.allow]), .call("isAlreadyAuthorized(_:)"), .call("isInCooldown(cooldownDays: 7)"),
                .call("displayed(config:)"), .call("allowTapped(config:)"),
            ],
            expected: [
                .heard("isAlreadyAuthorized completion", "false", onMain: true), .heard("isInCooldown", "false"),
                .analytics(
                    name: "in_app.displayed", properties: ["campaignId": "campaign_123", "status": "notDetermined"]),
                .analytics(name: "push_primer.allow_tapped", properties: ["campaignId": "campaign_123"]),
                .system(.promptShown(answer: .allow)),
                .analytics(
                    name: "push_primer.permission_granted",
                    properties: ["campaignId": "campaign_123", "status": "authorized"]),
            ]),
        VendorCase(
            "Later starts the cooldown; isInCooldown says so, clearCooldown() ends it",
            source: .vendor(
                "[Docs] Android and React Native pages: later_tapped starts the cooldown; Flutter bridge "
                    + "clearCooldown()"),
            steps: [
                .call("displayed(config:)"), .call("laterTapped(config:)"), .call("isInCooldown(cooldownDays: 7)"),
                .call("clearCooldown()"), .call("isInCooldown(cooldownDays: 7)"),
            ],
            expected: [
                .heard("isInCooldown", "true"), .heard("isInCooldown", "false"),
            ],
            silent: ["system request"]),
        VendorCase(
            "a dismiss without a choice starts the cooldown too, and asks nothing",
            source: .vendor("[Docs] Android and React Native pages: in_app.dismissed starts the cooldown"),
            steps: [.call("displayed(config:)"), .call("dismissed(config:)"), .call("isInCooldown(cooldownDays: 7)")],
            expected: [.heard("isInCooldown", "true")],
            silent: ["system request"]),
        VendorCase(
            "already authorized: the sample skips",
            source: .vendor("[Docs] iOS push primer page: skip if already authorized"),
            start: CaseStart(.authorized),
            steps: [.call("isAlreadyAuthorized() async")],
            expected: [.heard("isAlreadyAuthorized async", "true")]),
        VendorCase(
            "Don't Allow: allow_tapped, the request, then permission_denied; no registration, no cooldown",
            source: .vendor(
                "[Docs] iOS page \"Allow → system prompt\", \"Canonical events\"; iOS SDK AegisPushManager.swift:82; "
                    + "FIDELITY A11, A12, A16, E5"),
            steps: [
                .user(prompts: [.dontAllow]), .call("displayed(config:)"), .call("allowTapped(config:)"),
                .call("isInCooldown(cooldownDays: 7)"),
            ],
            expected: [
                .analytics(name: "push_primer.allow_tapped", properties: ["campaignId": "campaign_123"]),
                .system(.requestAuthorization([.badge, .sound, .alert])), .system(.promptShown(answer: .dontAllow)),
                .analytics(
                    name: "push_primer.permission_denied",
                    properties: ["campaignId": "campaign_123", "status": "denied"]),
                .heard("isInCooldown", "false"),
            ],
            silent: ["system register", "store \(cooldownKey)"]),
        VendorCase(
            "a grant through allowTappedAsync: permission_granted, registration, the outcome granted",
            source: .vendor(
                "[Docs] iOS page \"Allow → system prompt\"; iOS SDK AegisPushManager.swift:83-86; FIDELITY A13, E5"),
            steps: [.user(prompts: [.allow]), .call("allowTappedAsync(config:)")],
            expected: [
                .system(.promptShown(answer: .allow)),
                .analytics(
                    name: "push_primer.permission_granted",
                    properties: ["campaignId": "campaign_123", "status": "authorized"]),
                .system(.registerForRemoteNotifications), .heard("allowTappedAsync", "granted"),
            ]),
        VendorCase(
            "displayed does not start the cooldown",
            source: .vendor("[Docs] iOS page \"Later → cooldown\", \"Canonical events\"; FIDELITY A16"),
            steps: [.call("displayedAsync(config:)"), .call("isInCooldown(cooldownDays: 7)")],
            expected: [
                .analytics(
                    name: "in_app.displayed", properties: ["campaignId": "campaign_123", "status": "notDetermined"]),
                .heard("isInCooldown", "false"),
            ],
            silent: ["store \(cooldownKey)", "system request"]),
        VendorCase(
            "the cooldown holds until exactly cooldownDays × 86,400 s have passed",
            source: .declared(fidelityRow: "A8"),
            steps: [
                .call("laterTapped(config:)"), .advance(seconds: 604_799), .call("isInCooldown(cooldownDays: 7)"),
                .advance(seconds: 1), .call("isInCooldown(cooldownDays: 7)"),
            ],
            expected: [.heard("isInCooldown", "true"), .heard("isInCooldown", "false")]),
        VendorCase(
            "Later: later_tapped with the cooldown days, then laterTappedAsync answers later; no request",
            source: .vendor("[Docs] iOS page \"Later → cooldown\", \"Canonical events\"; FIDELITY A14, E4"),
            steps: [.call("laterTappedAsync(config:)")],
            expected: [
                .analytics(
                    name: "push_primer.later_tapped",
                    properties: ["campaignId": "campaign_123", "cooldownDays": "7", "status": "notDetermined"]),
                .heard("laterTappedAsync", "later"),
            ],
            silent: ["system request"]),
        VendorCase(
            "the cooldown survives a relaunch; after clearCooldown() it is gone, after the next relaunch too",
            source: .vendor("[Docs] iOS page \"Cooldown management\"; FIDELITY A9, S1"),
            steps: [
                .call("laterTapped(config:)"), .relaunch, .call("isInCooldown(cooldownDays: 7)"),
                .call("clearCooldown()"),
                .relaunch, .call("isInCooldown(cooldownDays: 7)"),
            ],
            expected: [
                .heard("isInCooldown", "true"), .heard("isInCooldown", "false"),
            ]),
        VendorCase(
            "dismissedAsync: in_app.dismissed with the cooldown, the outcome dismissed, then in cooldown",
            source: .vendor("[Docs] iOS page \"Wiring the lifecycle\", \"Canonical events\"; FIDELITY A15, E2"),
            steps: [.call("dismissedAsync(config:)"), .call("isInCooldown(cooldownDays: 7)")],
            expected: [
                .analytics(
                    name: "in_app.dismissed",
                    properties: ["campaignId": "campaign_123", "cooldownDays": "7", "status": "notDetermined"]),
                .heard("dismissedAsync", "dismissed"), .heard("isInCooldown", "true"),
            ],
            silent: ["system request"]),
        VendorCase(
            "a denied user's Allow opens Settings; back with notifications on: settings_returned, registration",
            source: .declared(fidelityRow: "A18, E10"),
            start: CaseStart(.denied),
            steps: [.user(settings: .enable), .call("allowTappedAsync(config:)"), .foreground],
            expected: [
                .system(.settingsOpened),
                .analytics(
                    name: "push_primer.permission_denied",
                    properties: ["campaignId": "campaign_123", "settingsOpened": "true", "status": "denied"]),
                .heard("allowTappedAsync", "redirectedToSettings"),
                .analytics(
                    name: "push_primer.settings_returned",
                    properties: ["campaignId": "campaign_123", "status": "authorized"]),
                .system(.registerForRemoteNotifications),
            ],
            silent: ["system request"]),
        VendorCase(
            "Allow when already authorized: permission_granted and registration, no second request",
            source: .declared(fidelityRow: "A21"),
            start: CaseStart(.authorized),
            steps: [.call("allowTapped(config:)"), .call("isAlreadyAuthorized(_:)")],
            expected: [
                .analytics(
                    name: "push_primer.permission_granted",
                    properties: ["campaignId": "campaign_123", "status": "authorized"]),
                .system(.registerForRemoteNotifications),
                .heard("isAlreadyAuthorized completion", "true", onMain: true),
            ],
            silent: ["system request"]),
        VendorCase(
            "a provisional user is not already authorized; Allow upgrades with the real prompt",
            source: .declared(fidelityRow: "A19"),
            start: CaseStart(.provisional),
            steps: [
                .user(prompts: [.allow]), .call("isAlreadyAuthorized() async"), .call("allowTappedAsync(config:)"),
            ],
            expected: [
                .heard("isAlreadyAuthorized async", "false"), .system(.requestAuthorization([.badge, .sound, .alert])),
                .system(.promptShown(answer: .allow)), .system(.registerForRemoteNotifications),
                .heard("allowTappedAsync", "granted"),
            ]),
        VendorCase(
            "an ephemeral (App Clip) user counts as already authorized",
            source: .declared(fidelityRow: "A20"),
            start: CaseStart(.ephemeral),
            steps: [.call("isAlreadyAuthorized() async")],
            expected: [.heard("isAlreadyAuthorized async", "true")]),
    ]

    /// Cases that judge the cooldown key's writes, kept out of ``all`` because the adapter differs from them
    /// without a FIDELITY row: each Later or dismiss writes the stamp twice (the same value), on every
    /// store. Wire them into ``all`` once the adapter writes it once or FIDELITY declares the second write.
    static let pendingFindings: [VendorCase] = [
        VendorCase(
            "Later stamps the cooldown in seconds since 1970 before later_tapped; laterTappedAsync answers later",
            source: .declared(fidelityRow: "S2, A17 (key, encoding, stamp before the event); A14, E4 same"),
            steps: [.call("laterTappedAsync(config:)")],
            expected: [
                .stored(key: cooldownKey, value: .double(1_767_225_600)),
                .analytics(
                    name: "push_primer.later_tapped",
                    properties: ["campaignId": "campaign_123", "cooldownDays": "7", "status": "notDetermined"]),
                .heard("laterTappedAsync", "later"),
            ],
            silent: ["system request"]),
        VendorCase(
            "the cooldown survives a relaunch; clearCooldown() removes the stamp, so it is gone after the next one",
            source: .vendor("[Docs] iOS page \"Cooldown management\"; FIDELITY A9, S1"),
            steps: [
                .call("laterTapped(config:)"), .relaunch, .call("isInCooldown(cooldownDays: 7)"),
                .call("clearCooldown()"),
                .relaunch, .call("isInCooldown(cooldownDays: 7)"),
            ],
            expected: [
                .stored(key: cooldownKey, value: .double(1_767_225_600)), .heard("isInCooldown", "true"),
                .removed(key: cooldownKey), .heard("isInCooldown", "false"),
            ]),
        VendorCase(
            "dismissedAsync: the stamp, in_app.dismissed with the cooldown, the outcome dismissed",
            source: .vendor("[Docs] iOS page \"Wiring the lifecycle\", \"Canonical events\"; FIDELITY A15, E2"),
            steps: [.call("dismissedAsync(config:)"), .call("isInCooldown(cooldownDays: 7)")],
            expected: [
                .stored(key: cooldownKey, value: .double(1_767_225_600)),
                .analytics(
                    name: "in_app.dismissed",
                    properties: ["campaignId": "campaign_123", "cooldownDays": "7", "status": "notDetermined"]),
                .heard("dismissedAsync", "dismissed"), .heard("isInCooldown", "true"),
            ],
            silent: ["system request"]),
    ]

    /// Where the adapter keeps the cooldown stamp (FIDELITY S2).
    private static let cooldownKey = "ActiveReach.InAppPushPrimer.cooldownStartedAt"
}
