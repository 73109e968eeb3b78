import PrimerConformance
import PrimerCore
import PrimerSimulator

/// Rakuten's documented push primer campaign behaviours as vendor cases (the format: `VendorCase` in
/// PrimerConformance). [SDK] is `rakutentech/ios-inappmessaging` as this adapter's FIDELITY.md cites it.
enum RakutenCases {
    private static let trigger = "logEvent(CustomEvent(withName: \"push_primer_opportunity\"))"

    static let all: [VendorCase] = [
        VendorCase(
            "the campaign's trigger shows it; its push primer button asks iOS",
            source: .vendor("[SDK] push primer campaign: customJson pushPrimer button, requestAuthorization"),
            steps: [.user(cards: [.accept], prompts: [.allow]), .call(trigger)],
            expected: [
                .system(.cardShown(campaignId: "rakuten-push-primer")), .system(.promptShown(answer: .allow)),
                .system(.registerForRemoteNotifications),
            ]),
        VendorCase(
            "another event shows nothing",
            source: .vendor("[SDK] campaign triggers match the custom event's name"),
            steps: [.user(cards: [.accept]), .call("logEvent(CustomEvent(withName: \"other\"))")],
            expected: [],
            silent: ["system card", "system request"]),
        VendorCase(
            "a user who already allowed notifications is not shown the push primer campaign",
            source: .vendor("[SDK] the push primer campaign is skipped for authorized users"),
            start: CaseStart(.authorized),
            steps: [.user(cards: [.accept]), .call(trigger)],
            expected: [],
            silent: ["system card", "system request"]),
        VendorCase(
            "Allow from notDetermined: the impression, then the primer button's, the request with the default "
                + "options, then _rem_iam_pushprimer push_permission=1 and registration",
            source: .vendor(
                "[SDK] BaseViewPresenter.swift:73-90; FullViewPresenter.swift:60-80, :85-111, :160-178; "
                    + "RInAppMessaging.swift:59; FIDELITY E5, E6, P10, U1, U5, U8"),
            steps: [.user(cards: [.accept], prompts: [.allow]), .call(trigger)],
            expected: [
                .system(.cardShown(campaignId: campaign)), impression("impression"), impression("actionTwo"),
                .system(.requestAuthorization([.badge, .sound, .alert])), .system(.promptShown(answer: .allow)),
                .analytics(
                    name: "_rem_iam_pushprimer(campaign_id=\(campaign), push_permission=1, status=authorized)",
                    properties: [:]),
                .system(.registerForRemoteNotifications),
            ],
            silent: ["system settings", "app errorCallback"]),
        VendorCase(
            "the other button closes the campaign: its impression (actionOne), nothing asked",
            source: .vendor(
                "[SDK] FullViewPresenter.swift:60-80 (impression types actionOne/actionTwo); FIDELITY E5, P10"),
            steps: [.user(cards: [.later]), .call(trigger)],
            expected: [.system(.cardShown(campaignId: campaign)), impression("impression"), impression("actionOne")],
            silent: ["system request", "system register", "app errorCallback"]),
        VendorCase(
            "Don't Allow: _rem_iam_pushprimer push_permission=0, no registration",
            source: .vendor("[SDK] FullViewPresenter.swift:160-178; FIDELITY E6, U8"),
            steps: [.user(cards: [.accept], prompts: [.dontAllow]), .call(trigger)],
            expected: [
                .system(.cardShown(campaignId: campaign)), .system(.promptShown(answer: .dontAllow)),
                .analytics(
                    name: "_rem_iam_pushprimer(campaign_id=\(campaign), push_permission=0, status=denied)",
                    properties: [:]),
            ],
            silent: ["system register"]),
        VendorCase(
            "a declined prompt's error never reaches errorCallback (nothing assigns the presenter's errorDelegate)",
            source: .vendor("[SDK] FullViewPresenter.swift:160-175; InAppMessagingModule.swift:46-50; FIDELITY E2"),
            steps: [.user(cards: [.accept], prompts: [.dontAllow]), .call(trigger)],
            expected: [.system(.cardShown(campaignId: campaign))],
            silent: ["app errorCallback"],
            knownDifference: "E2"),
        VendorCase(
            "a denied user sees the campaign; its primer button opens Settings, then requests anyway (no prompt)",
            source: .vendor(
                "[SDK] CampaignsValidator.swift isNotificationAuthorized; FullViewPresenter.swift:149-176; FIDELITY U4, U6"
            ),
            start: CaseStart(.denied),
            steps: [.user(cards: [.accept]), .call(trigger)],
            expected: [
                .system(.cardShown(campaignId: campaign)), .system(.settingsOpened),
                .system(.requestAuthorization([.badge, .sound, .alert])),
            ],
            silent: ["system prompt", "system register"]),
        VendorCase(
            "a provisional user sees the campaign; its primer button asks iOS with the default options",
            source: .vendor(
                "[SDK] CampaignsValidator.swift isNotificationAuthorized; FullViewPresenter.swift:160-176; FIDELITY U4"),
            start: CaseStart(.provisional),
            steps: [.user(cards: [.accept], prompts: [.allow]), .call(trigger)],
            expected: [
                .system(.cardShown(campaignId: campaign)), .system(.requestAuthorization([.badge, .sound, .alert])),
                .system(.promptShown(answer: .allow)), .system(.registerForRemoteNotifications),
            ],
            silent: ["system settings"]),
        VendorCase(
            "an ephemeral user's primer button is sent requestAuthorization (iOS answers at once), then registration",
            source: .vendor("[SDK] FullViewPresenter.swift:160-176; FIDELITY U7"),
            start: CaseStart(.ephemeral),
            steps: [.user(cards: [.accept]), .call(trigger)],
            expected: [
                .system(.cardShown(campaignId: campaign)), .system(.requestAuthorization([.badge, .sound, .alert])),
                .system(.registerForRemoteNotifications),
            ],
            knownDifference: "U7"),
    ]

    private static let campaign = "rakuten-push-primer"

    /// `_rem_iam_impressions` of this impression type, as the analytics callback hears it.
    private static func impression(_ type: String) -> TraceEntry {
        .analytics(name: "_rem_iam_impressions(campaign_id=\(campaign), impression=\(type))", properties: [:])
    }
}
