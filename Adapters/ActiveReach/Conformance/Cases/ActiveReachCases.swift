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
    ]
}
