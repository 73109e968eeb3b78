import PrimerConformance
import PrimerCore
import PrimerSimulator
import PushwooshAdapter

/// Pushwoosh's documented push primer behaviours as vendor cases (the format: `VendorCase` in
/// PrimerConformance). [SDK] is `Pushwoosh/pushwoosh-ios-sdk` as this adapter's FIDELITY.md cites it.
enum PushwooshCases {
    /// The token the simulated device hands to every registration (hex).
    private static let simulatedToken = "01080f161d242b323940474e555c636a71787f868d949ba2a9b0b7bec5ccd3da"

    static let all: [VendorCase] = [
        VendorCase(
            "accept: registration asked, then .accepted at once, before the prompt is answered",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:89-92; FIDELITY A20"),
            steps: [.user(cards: [.accept], prompts: [.dontAllow]), .call("present(_:)")],
            expected: [
                .system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".accepted"),
                .system(.promptShown(answer: .dontAllow)),
            ]),
        VendorCase(
            "decline: .declined, nothing asked",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:94-96; FIDELITY A24"),
            steps: [.user(cards: [.later]), .call("present(_:)")],
            expected: [.system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".declined")],
            silent: ["system request"]),
        VendorCase(
            "authorized or provisional: .suppressed, nothing shown",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:48-51; FIDELITY A7"),
            start: CaseStart(.provisional),
            steps: [.call("present(_:)")],
            expected: [.heard("pushPrimer completion", ".suppressed")],
            silent: ["system card"]),
        VendorCase(
            "denied without the fallback: .suppressed; with it, accept opens Settings: .redirectedToSettings",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:53-57, :85-89; FIDELITY A8, A9"),
            start: CaseStart(.denied),
            steps: [
                .user(cards: [.accept]), .call("present(_:) fallbackToSettings(false)"), .call("present(_:)"),
            ],
            expected: [
                .heard("pushPrimer completion", ".suppressed"), .system(.cardShown(campaignId: nil)),
                .system(.settingsOpened), .heard("pushPrimer completion", ".redirectedToSettings"),
            ]),
        VendorCase(
            "a stamp in the future, within minInterval, throttles as the vendor's does",
            source: .vendor(
                "[SDK] PWPushPrimerPresenter.m:59-65 (a negative difference is < minInterval); FIDELITY A13, A15"),
            start: CaseStart(stored: [PushwooshPolicy.lastShownKey: .double(1_767_225_600 + 3_600)]),
            steps: [.call("present(_:) minInterval(86400)")],
            expected: [.heard("pushPrimer completion", ".suppressed")],
            silent: ["system card", "store \(PushwooshPolicy.lastShownKey)"]),
        VendorCase(
            "the stamp is written at show time, in seconds, only with a minInterval; the next present within it "
                + "is suppressed",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:59-65, :105-107; FIDELITY A13, A14"),
            steps: [
                .user(cards: [.later]), .call("present(_:)"), .call("present(_:) minInterval(86400)"),
                .advance(seconds: 3_600), .call("present(_:) minInterval(86400)"),
            ],
            expected: [
                .heard("pushPrimer completion", ".declined"),
                .stored(key: PushwooshPolicy.lastShownKey, value: .double(1_767_225_600)),
                .heard("pushPrimer completion", ".declined"), .heard("pushPrimer completion", ".suppressed"),
            ]),
        VendorCase(
            "registration follows whatever the answer; the callback hears the failure",
            source: .vendor("[SDK] PWNotificationManagerCompatUserNotifications.m:125; FIDELITY A22"),
            steps: [.user(cards: [.accept], prompts: [.dontAllow]), .call("presentAsync(_:)")],
            expected: [.system(.promptShown(answer: .dontAllow)), .system(.registerForRemoteNotifications)]),
        VendorCase(
            "accept then Allow: .accepted, then the registration callback hears the grant",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:89-92; [Docs] \"Handling the result\"; FIDELITY A20, E4"),
            steps: [.user(cards: [.accept], prompts: [.allow]), .call("present(_:)")],
            expected: [
                .system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".accepted"),
                .system(.promptShown(answer: .allow)), .heard("onPushRegistration", ".permissionResolved(authorized)"),
                .system(.registerForRemoteNotifications),
                .heard("onPushRegistration", ".registered(\(simulatedToken))"),
            ]),
        VendorCase(
            "a dismissed card is declined; without a minInterval no stamp is written",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:94-96, :105-107; FIDELITY A14, A24"),
            steps: [.call("present(_:)"), .call("present(_:)")],
            expected: [
                .system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".declined"),
                .system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".declined"),
            ],
            silent: ["store \(PushwooshPolicy.lastShownKey)", "system request", "system settings"]),
        VendorCase(
            "the fire-and-forget present() shows the card; a present(_:) after it is answered on its own",
            source: .vendor("[SDK] PWPushPrimerBuilder.m:203-210; FIDELITY A5, E2"),
            steps: [.user(cards: [.later]), .call("present()"), .call("present(_:)")],
            expected: [
                .system(.cardShown(campaignId: nil)), .system(.cardShown(campaignId: nil)),
                .heard("pushPrimer completion", ".declined"),
            ],
            silent: ["system request"]),
        VendorCase(
            "presentAsync returns the outcome the completion would get",
            source: .vendor("[SDK] PWPushPrimerBuilder.m:203-210; FIDELITY A5, A24"),
            steps: [.user(cards: [.later]), .call("presentAsync(_:)")],
            expected: [.system(.cardShown(campaignId: nil)), .heard("presentAsync", ".declined")],
            silent: ["system request"]),
        VendorCase(
            "the sheet style decides as the alert does: accept asks iOS, .accepted",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:45-114 (one decision for both styles); FIDELITY A20"),
            steps: [.user(cards: [.accept], prompts: [.allow]), .call("present(_:) style(.sheet)")],
            expected: [
                .system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".accepted"),
                .system(.promptShown(answer: .allow)),
            ]),
        VendorCase(
            "denied with the fallback, declined: .declined, Settings not opened",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:85-89, :94-96; FIDELITY A9, A24"),
            start: CaseStart(.denied),
            steps: [.user(cards: [.later]), .call("present(_:)")],
            expected: [.system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".declined")],
            silent: ["system settings", "system request"]),
        VendorCase(
            "authorized: .suppressed even with a stamp and a minInterval (the status comes first), no write",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:48-65; FIDELITY A7, A12"),
            start: CaseStart(.authorized, stored: [PushwooshPolicy.lastShownKey: .double(1_767_225_000)]),
            steps: [.call("present(_:) minInterval(86400)")],
            expected: [.heard("pushPrimer completion", ".suppressed")],
            silent: ["system card", "system request", "store \(PushwooshPolicy.lastShownKey)"]),
        VendorCase(
            "the throttle ends when exactly minInterval has passed (strictly less suppresses)",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:59-65; FIDELITY A13"),
            steps: [
                .user(cards: [.later]), .call("present(_:) minInterval(86400)"), .advance(seconds: 86_399),
                .call("present(_:) minInterval(86400)"), .advance(seconds: 1), .call("present(_:) minInterval(86400)"),
            ],
            expected: [
                .stored(key: PushwooshPolicy.lastShownKey, value: .double(1_767_225_600)),
                .system(.cardShown(campaignId: nil)),
                .heard("pushPrimer completion", ".declined"), .heard("pushPrimer completion", ".suppressed"),
                .stored(key: PushwooshPolicy.lastShownKey, value: .double(1_767_312_000)),
                .system(.cardShown(campaignId: nil)),
                .heard("pushPrimer completion", ".declined"),
            ]),
        VendorCase(
            "the stamp survives a relaunch: the next present within minInterval is suppressed",
            source: .vendor("[Docs] \"Display frequency\"; [SDK] PWPushPrimerPresenter.m:60, :106; FIDELITY P4"),
            steps: [
                .user(cards: [.later]), .call("present(_:) minInterval(86400)"), .relaunch,
                .call("present(_:) minInterval(86400)"),
            ],
            expected: [
                .system(.cardShown(campaignId: nil)), .heard("pushPrimer completion", ".declined"),
                .heard("pushPrimer completion", ".suppressed"),
            ]),
        VendorCase(
            "a stamp of the wrong type reads as 0: no throttle, the card shows and a double is written",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:60 (doubleForKey:), :106; FIDELITY P2, P6"),
            start: CaseStart(stored: [PushwooshPolicy.lastShownKey: .string("yesterday")]),
            steps: [.user(cards: [.later]), .call("present(_:) minInterval(86400)")],
            expected: [
                .stored(key: PushwooshPolicy.lastShownKey, value: .double(1_767_225_600)),
                .system(.cardShown(campaignId: nil)),
                .heard("pushPrimer completion", ".declined"),
            ]),
        VendorCase(
            "a stamp further in the future than minInterval throttles until the clock catches up",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:61; FIDELITY A15"),
            start: CaseStart(stored: [PushwooshPolicy.lastShownKey: .double(1_767_225_600 + 2 * 86_400)]),
            steps: [.user(cards: [.later]), .call("present(_:) minInterval(86400)")],
            expected: [.heard("pushPrimer completion", ".suppressed")],
            silent: ["system card"],
            knownDifference: "A15"),
        VendorCase(
            "the completion runs on the main queue",
            source: .vendor("[SDK] PWPushPrimerPresenter.m:33; FIDELITY A31"),
            steps: [.user(cards: [.later]), .call("present(_:)")],
            expected: [.heard("pushPrimer completion", ".declined", onMain: true)],
            knownDifference: "A31"),
    ]
}
