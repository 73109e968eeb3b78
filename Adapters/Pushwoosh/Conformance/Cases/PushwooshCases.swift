import PrimerConformance
import PrimerCore
import PrimerSimulator
import PushwooshAdapter

/// Pushwoosh's documented push primer behaviours as vendor cases (the format: `VendorCase` in
/// PrimerConformance). [SDK] is `Pushwoosh/pushwoosh-ios-sdk` as this adapter's FIDELITY.md cites it.
enum PushwooshCases {
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
    ]
}
