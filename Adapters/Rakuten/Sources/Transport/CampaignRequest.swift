import Foundation

/// One request the SDK sends to the app's campaign backend.
public struct CampaignRequest: Sendable, Hashable {
    public var kind: ResponseKind
    public var url: URL
    /// The app's subscription key (sent as the `Subscription-Id` header).
    public var subscriptionID: String
    /// The JSON body of ping and display-permission requests; `nil` for the configuration `GET`.
    public var body: Data?
    /// The `UserInfoProvider`'s access token, read when the request is made, for the user-specific ping
    /// and display-permission requests (sent as `Authorization: OAuth2 <token>`, as the vendor does).
    public var accessToken: String?
    /// The configuration URL the app set: what ``URLCampaignTransport`` checks an endpoint from the
    /// configuration response against (its host and scheme). `nil` reads as "the app set `url` itself".
    public var configurationURL: URL?

    public init(
        kind: ResponseKind, url: URL, subscriptionID: String, body: Data? = nil, accessToken: String? = nil,
        configurationURL: URL? = nil
    ) {
        self.kind = kind
        self.url = url
        self.subscriptionID = subscriptionID
        self.body = body
        self.accessToken = accessToken
        self.configurationURL = configurationURL
    }
}
