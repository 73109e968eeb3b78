import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches campaign responses over HTTP(S) with `URLSession`, or reads them from `file://` URLs (a
/// configuration file whose endpoints are files too: handy for demos and offline tests).
public struct URLCampaignTransport: CampaignTransport {
    /// Seconds before a request gives up.
    public var timeout: TimeInterval
    private let session: URLSession

    /// Creates a transport over `session` (an ephemeral session by default).
    public init(timeout: TimeInterval = 15, session: URLSession = URLSession(configuration: .ephemeral)) {
        self.timeout = timeout
        self.session = session
    }

    /// `GET` for the configuration, `POST` with the JSON body otherwise; `file://` URLs are read.
    public func send(_ request: CampaignRequest) async throws(RInAppMessagingError) -> Data {
        if request.url.isFileURL { return try readFile(request) }
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
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw .transport(request.kind, url: request.url.absoluteString, reason: "\(error)")
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw .httpStatus(request.kind, url: request.url.absoluteString, status: http.statusCode)
        }
        guard data.count <= WireLimits.maxResponseBytes else {
            throw .responseTooLarge(request.kind, field: "body", count: data.count, limit: WireLimits.maxResponseBytes)
        }
        return data
    }

    private func readFile(_ request: CampaignRequest) throws(RInAppMessagingError) -> Data {
        let path = request.url.path
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= WireLimits.maxResponseBytes else {
                throw RInAppMessagingError.responseTooLarge(
                    request.kind, field: "body", count: size,
                    limit: WireLimits.maxResponseBytes)
            }
            return try Data(contentsOf: request.url)
        } catch let error as RInAppMessagingError {
            throw error
        } catch {
            throw .transport(request.kind, url: request.url.absoluteString, reason: "\(error)")
        }
    }
}
