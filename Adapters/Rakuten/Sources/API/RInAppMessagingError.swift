import PrimerCore

/// Everything the SDK reports to ``RInAppMessaging/errorCallback``. Each message names the response or
/// setting, the field and the bad value.
public enum RInAppMessagingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A response body is not the expected JSON: `field` is the coding path (`data[0].campaignData.campaignId`).
    case invalidResponse(ResponseKind, field: String, reason: String)
    /// A response is larger than the SDK's limits allow (4 MiB bodies; 500 campaigns, 64 triggers, 64
    /// attributes, 16 buttons): `field` is `body` or the array's path.
    case responseTooLarge(ResponseKind, field: String, count: Int, limit: Int)
    /// The server answered with a non-2xx status.
    case httpStatus(ResponseKind, url: String, status: Int)
    /// The request did not complete (no connection, unreadable file, ...).
    case transport(ResponseKind, url: String, reason: String)
    /// The request had no complete answer within the transport's `timeout` (a total deadline, however
    /// slowly the server keeps sending).
    case timedOut(ResponseKind, url: String, seconds: Double)
    /// The transport refused the URL before sending anything (no access token, no user identifier): an
    /// endpoint from the configuration response on another host or scheme than the rule allows
    /// (``URLCampaignTransport/EndpointRule``), or a redirect there.
    case endpointRefused(ResponseKind, url: String, reason: String)
    /// `configure` found no value for a required setting (runtime argument or Info.plist key).
    case missingConfiguration(key: String)
    /// `configure` was called again: the SDK keeps its first configuration (the vendor's "configure request
    /// rejected").
    case alreadyConfigured
    /// A configured or returned URL cannot be used.
    case invalidURL(field: String, value: String)
    /// The configuration response names no endpoint for this request.
    case missingEndpoint(String)
    /// The configuration disabled the SDK on this device (`rolloutPercentage`).
    case disabledByRollout(percentage: Int)
    /// A trigger's regular expression does not compile or uses an unsupported construct.
    case invalidRegex(pattern: String, reason: String)
    /// A value is too long to match against a regular expression within the bound.
    case regexInputTooLong(attribute: String, length: Int, limit: Int)
    /// Matching a campaign's triggers against an event needed more work than the budget allows, so the
    /// campaign was not shown for that event (reported once per campaign; `campaignId` is `nil` only for a
    /// condition matched outside any campaign, which `logEvent` never does).
    case matchingBudgetExceeded(campaignId: String?, limit: Int)
    /// The push primer's authorization request failed: the failure as the core reports it, with the error
    /// the request threw (`PrimerFailure.authorizationRequestFailed` keeps it in
    /// `ThrownError.underlying`), as the vendor hands the system's error on in its own error's `data`.
    case pushPrimerAuthorizationFailed(PrimerFailure)
    /// The push primer ended without notifications allowed.
    case pushPrimerNotGranted(status: String)
    /// The server refused (or could not be asked) to display a campaign.
    case displayPermissionDenied(campaignId: String, reason: String)

    /// A sentence naming the field and the bad value.
    public var description: String {
        switch self {
        case let .invalidResponse(kind, field, reason): "\(kind) response: field '\(field)': \(reason)"
        case let .responseTooLarge(kind, field, count, limit):
            "\(kind) response: '\(field)' has \(count), limit \(limit)"
        case let .httpStatus(kind, url, status): "\(kind) request to '\(url)' answered HTTP \(status)"
        case let .transport(kind, url, reason): "\(kind) request to '\(url)' failed: \(reason)"
        case let .timedOut(kind, url, seconds): "\(kind) request to '\(url)' had no complete answer within \(seconds) s"
        case let .endpointRefused(kind, url, reason): "\(kind) request to '\(url)' refused: \(reason)"
        case let .missingConfiguration(key):
            "configuration '\(key)' is missing (pass it to configure or set it in Info.plist)"
        case .alreadyConfigured: "SDK configure request rejected: the SDK is already configured"
        case let .invalidURL(field, value): "'\(field)' is not a usable URL: '\(value)'"
        case let .missingEndpoint(name): "configuration response has no '\(name)' endpoint"
        case let .disabledByRollout(percentage): "'rolloutPercentage' is \(percentage): the SDK is disabled"
        case let .invalidRegex(pattern, reason): "regular expression '\(pattern)' cannot be used: \(reason)"
        case let .regexInputTooLong(attribute, length, limit):
            "attribute '\(attribute)' value has \(length) characters, regex limit \(limit)"
        case let .matchingBudgetExceeded(campaignId?, limit):
            "campaign '\(campaignId)' not matched: its triggers need more than the \(limit) steps of matching work an event allows"
        case let .matchingBudgetExceeded(nil, limit):
            "trigger condition not matched: it needs more than \(limit) steps of matching work"
        case let .pushPrimerAuthorizationFailed(failure):
            "PushPrimer: requestAuthorization failed: \(failure.reason)"
        case let .pushPrimerNotGranted(status): "PushPrimer: User has not granted authorization (status \(status))"
        case let .displayPermissionDenied(campaignId, reason): "campaign '\(campaignId)' not displayed: \(reason)"
        }
    }
}

extension RInAppMessagingError {
    /// Whether the vendor disables the SDK when the configuration request fails this way: an unreadable
    /// answer or a 3xx/4xx status other than 429 (rate limiting, server errors and failed connections are
    /// retried there).
    var disablesTheSDKWhenConfiguring: Bool {
        switch self {
        case .invalidResponse, .responseTooLarge: true
        case let .httpStatus(_, _, status): (300..<500).contains(status) && status != 429
        default: false
        }
    }

    /// Whether the vendor retries a display-permission request that failed this way: only after a server
    /// error (HTTP 5xx) or a request that did not complete, never after a 4xx or an unreadable answer.
    var isRetriedByDisplayPermission: Bool {
        switch self {
        case let .httpStatus(_, _, status): status >= 500
        case .transport, .timedOut: true
        default: false
        }
    }
}
