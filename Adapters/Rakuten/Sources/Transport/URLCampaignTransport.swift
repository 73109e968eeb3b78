import Foundation
@_spi(AdapterAuthoring) import PrimerCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches campaign responses over HTTP(S) with `URLSession`, or reads them from `file://` URLs (a
/// configuration file whose endpoints are files too: handy for demos and offline tests).
///
/// It trusts the server with no more than it must: an answer is streamed and stopped past 4 MiB (a
/// larger declared `Content-Length` is refused before its body), each request has `timeout` seconds in
/// all however slowly the server sends, and the endpoints a configuration answer names are used only as
/// ``EndpointRule`` allows (by default `https` on the configuration URL's host), so the access token and
/// the user identifiers go nowhere else. A refused URL is ``RInAppMessagingError/endpointRefused(_:url:reason:)``,
/// sent nothing.
public struct URLCampaignTransport: CampaignTransport {
    /// Seconds a request may take in all, from sending to the last byte of the answer.
    public var timeout: TimeInterval
    /// Which URLs requests may go to.
    public var endpointRule: EndpointRule
    private let session: URLSession
    private let timer: any PrimerTimer

    /// Creates a transport with the configuration of `session` (an ephemeral session by default): each
    /// request runs in a session of that configuration whose delegate streams the answer, so `session`'s
    /// own delegate is not called.
    /// - Parameters:
    ///   - timeout: seconds a request may take in all (a deadline, not an idle timeout).
    ///   - session: whose configuration (headers, proxies, protocol classes) the requests use.
    ///   - endpointRule: which URLs requests may go to (``EndpointRule/sameHostHTTPS`` unless testing
    ///     against a local server).
    public init(
        timeout: TimeInterval = 15, session: URLSession = URLSession(configuration: .ephemeral),
        endpointRule: EndpointRule = .sameHostHTTPS
    ) {
        self.init(timeout: timeout, session: session, endpointRule: endpointRule, timer: SystemTimer())
    }

    /// A transport whose deadlines pass on `timer` (tests decide when `timeout` runs out).
    init(timeout: TimeInterval, session: URLSession, endpointRule: EndpointRule, timer: any PrimerTimer) {
        self.timeout = timeout
        self.session = session
        self.endpointRule = endpointRule
        self.timer = timer
    }

    /// `GET` for the configuration, `POST` with the JSON body otherwise; `file://` URLs are read.
    public func send(_ request: CampaignRequest) async throws(RInAppMessagingError) -> Data {
        if let reason = endpointRule.refusal(of: request) {
            throw .endpointRefused(request.kind, url: request.url.absoluteString, reason: reason)
        }
        let limit = WireLimits.maxResponseBytes
        let work: @Sendable () async throws -> Data
        var requestSession: URLSession?
        defer {
            // Releases the delegate. From another queue: on swift-corelibs-foundation this waits for the
            // session's queue, which may still be reading what a refused answer sends until its cancel lands.
            if let requestSession { DispatchQueue.global().async { requestSession.invalidateAndCancel() } }
        }
        if request.url.isFileURL {
            work = { try BoundedFileReader.contents(of: request, limit: limit) }
        } else {
            // A session of its own per request, whose delegate streams the answer (swift-corelibs-foundation
            // calls only a session's delegate, not a task's); invalidated once the request has ended.
            let collector = BoundedResponseCollector(request: request, limit: limit, rule: endpointRule)
            #if canImport(FoundationNetworking)
            let delegateQueue: OperationQueue? = InlineDelegateQueue()
            #else
            let delegateQueue: OperationQueue? = nil
            #endif
            let session = URLSession(
                configuration: session.configuration, delegate: collector, delegateQueue: delegateQueue)
            requestSession = session
            let urlRequest = urlRequest(for: request)
            work = { try await collector.fetch(urlRequest, in: session) }
        }
        let (timer, timeout) = (timer, timeout)
        switch await raceAgainstDeadline(work, deadline: { try await timer.sleep(for: timeout) }) {
        case let .finished(data):
            return data
        case let .failed(error as RInAppMessagingError):
            throw error
        case let .failed(error):
            throw .transport(request.kind, url: request.url.absoluteString, reason: "\(error)")
        case .expired:
            throw .timedOut(request.kind, url: request.url.absoluteString, seconds: timeout)
        }
    }

    private func urlRequest(for request: CampaignRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
        urlRequest.setValue(request.subscriptionID, forHTTPHeaderField: "Subscription-Id")
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token = request.accessToken, !token.isEmpty {
            urlRequest.setValue("OAuth2 \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body = request.body {
            urlRequest.httpMethod = "POST"
            urlRequest.httpBody = body
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return urlRequest
    }
}
