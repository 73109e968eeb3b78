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
    ]
}
