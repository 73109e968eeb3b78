import Foundation

/// The JSON bodies of the ping and display-permission requests, in the shape of the vendor's
/// `PingRequest`, `DisplayPermissionRequest` and `UserIdentifier`, so a backend written for the vendor's SDK reads them unchanged. Identifiers are `{"type", "id"}` with
/// the vendor's numbers (2 ID-tracking identifier, 3 user id), absent ones left out, the tracking
/// identifier first. What only Rakuten's own backend uses (SDK and RMC versions, locale, `device_id`) is
/// not sent.
enum RequestBodies {
    /// `CampaignType`: the push-primer and regular campaigns this SDK shows.
    static let supportedCampaignTypes = [2, 1]
    /// `Platform.ios`.
    static let iosPlatform = 1

    /// `{"userIdentifiers": [...], "supportedCampaignTypes": [2, 1], "appVersion": ...}`.
    static func ping(identity: UserIdentity, appVersion: String?, memo: any PureStepMemo) -> Data {
        memo.result(for: ["ping", identity.userID ?? "", identity.idTrackingIdentifier ?? "", appVersion ?? ""]) { _ in
            var body: [String: Any] = [
                "userIdentifiers": userIdentifiers(identity),
                "supportedCampaignTypes": supportedCampaignTypes,
            ]
            if let appVersion { body["appVersion"] = appVersion }
            return json(body)
        }
    }

    /// `{"subscriptionId", "campaignId", "userIdentifiers", "platform": 1, "lastPingInMillis", "appVersion"}`.
    static func displayPermission(
        campaignId: String, subscriptionId: String, identity: UserIdentity, lastPingMillis: Int64,
        appVersion: String?, memo: any PureStepMemo
    ) -> Data {
        let key = [
            "permission", campaignId, subscriptionId, identity.userID ?? "", identity.idTrackingIdentifier ?? "",
            String(lastPingMillis), appVersion ?? "",
        ]
        return memo.result(for: key) { _ in
            var body: [String: Any] = [
                "subscriptionId": subscriptionId, "campaignId": campaignId,
                "userIdentifiers": userIdentifiers(identity), "platform": iosPlatform,
                "lastPingInMillis": lastPingMillis,
            ]
            if let appVersion { body["appVersion"] = appVersion }
            return json(body)
        }
    }

    /// The vendor's `UserInfoProvider.userIdentifiers`: tracking identifier, then user id, empty ones left out.
    static func userIdentifiers(_ identity: UserIdentity) -> [[String: Any]] {
        var identifiers: [[String: Any]] = []
        if let tracking = identity.idTrackingIdentifier { identifiers.append(["type": 2, "id": tracking]) }
        if let user = identity.userID { identifiers.append(["type": 3, "id": user]) }
        return identifiers
    }

    private static func json(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
