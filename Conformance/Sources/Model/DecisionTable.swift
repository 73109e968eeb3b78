import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The suite's oracle for the status rules, written as data from the promises and the
/// meaning of each policy field, never computed by ``PrimerPolicy/action(for:)``: a wrong branch in the
/// code under test then moves the behaviour but not the expectation, and the suite sees the difference.
/// The status rules come before the throttle (an authorized user is `alreadyAuthorized`, throttled or
/// not); a test proves every status × policy shape matches exactly one row.
enum DecisionTable {
    static let rules: [DecisionRule] = [
        DecisionRule(.notDetermined, .ask, "notDetermined: iOS can still show its prompt"),
        DecisionRule(.authorized, .suppress(.alreadyAuthorized), "authorized users are never asked again"),
        DecisionRule(
            .provisional, provisional: .upgrade, .ask,
            "provisional with provisional: upgrade: the card offers the full prompt"),
        DecisionRule(
            .provisional, provisional: .treatAsAuthorized, .suppress(.alreadyAuthorized),
            "provisional with provisional: treatAsAuthorized counts as authorized"),
        DecisionRule(
            .ephemeral, ephemeral: .treatAsAuthorized, .suppress(.alreadyAuthorized),
            "ephemeral with ephemeral: treatAsAuthorized counts as authorized"),
        DecisionRule(
            .ephemeral, ephemeral: .askLikeNotDetermined, .ask,
            "ephemeral with ephemeral: askLikeNotDetermined shows the card (iOS answers without a prompt)"),
        DecisionRule(
            .ephemeral, ephemeral: .suppress, .suppress(.notEligible),
            "ephemeral with ephemeral: suppress is not eligible"),
        DecisionRule(.denied, denied: .suppress, .suppress(.denied), "denied with denied: suppress hides the card"),
        DecisionRule(
            .denied, denied: .openSettings, .offerSettings(alsoRequest: false),
            "denied with denied: openSettings offers Settings"),
        DecisionRule(
            .denied, denied: .openSettingsAndRequest, .offerSettings(alsoRequest: true),
            "denied with denied: openSettingsAndRequest offers Settings and sends the promptless request"),
    ]

    /// The row for `status` under `policy` (the table is complete: a test checks every shape).
    static func rule(for status: AuthorizationStatus, _ policy: PrimerPolicy) -> DecisionRule {
        guard let rule = rules.first(where: { $0.matches(status, policy) }) else {
            preconditionFailure("DecisionTable has no row for \(status) under \(policy)")
        }
        return rule
    }

    /// The options an accept from `status` requests: the declared ones, without `.provisional` when
    /// upgrading a provisional user (who would otherwise stay provisional and never see a prompt).
    static func requestOptions(_ policy: PrimerPolicy, from status: AuthorizationStatus) -> AuthorizationOptions {
        var options = policy.requestOptions
        if status == .provisional { options.remove(.provisional) }
        return options
    }
}

extension ThrottlePolicy {
    /// The throttle's length as the suite reads the declaration (whole days of 86,400 s, or seconds),
    /// `nil` when there is none or it is not a positive finite number; independent of ``period``.
    var oraclePeriod: TimeInterval? {
        let seconds: TimeInterval =
            switch kind {
            case .none: 0
            case let .cooldown(days): Double(days) * 86_400
            case let .minimumInterval(value): value
            }
        return seconds.isFinite && seconds > 0 ? seconds : nil
    }
}
