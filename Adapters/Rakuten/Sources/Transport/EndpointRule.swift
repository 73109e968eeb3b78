import Foundation

extension URLCampaignTransport {
    /// Which URLs the transport sends to: the configuration URL the app set (`https`, `http` or `file`),
    /// and the endpoints its answer names only on that URL's host, over `https` (`file` endpoints only
    /// under a `file` configuration). The vendor documents no other host (it hosts no public API), so the
    /// access token and the user identifiers never leave for a host the app did not name.
    public struct EndpointRule: Sendable, Hashable {
        /// Whether plain `http` is accepted for an endpoint on the configuration's loopback host.
        private let allowsLoopbackHTTP: Bool

        /// The rule an app ships with: `https` endpoints on the configuration URL's host.
        public static let sameHostHTTPS = EndpointRule(allowsLoopbackHTTP: false)

        /// ``sameHostHTTPS``, and plain `http` when the configuration and the endpoint are both on the same
        /// loopback host (`127.0.0.1`, `::1`, `localhost`): for tests against a server on this machine.
        public static let sameHostHTTPSOrLoopbackHTTP = EndpointRule(allowsLoopbackHTTP: true)

        /// Why `request` may not be sent (`nil` when it may).
        func refusal(of request: CampaignRequest) -> String? {
            let target = request.url
            guard let configuration = request.configurationURL, target != configuration else {
                return Self.configuredSchemes.contains(Self.scheme(of: target))
                    ? nil : "the scheme '\(Self.scheme(of: target))' is not https, http or file"
            }
            return refusal(of: target, configuredAt: configuration)
        }

        /// Why the endpoint `target`, named by the answer from `configuration`, may not be used.
        func refusal(of target: URL, configuredAt configuration: URL) -> String? {
            let scheme = Self.scheme(of: target)
            if configuration.isFileURL {
                return scheme == "file" ? nil : "a file configuration may only name file endpoints, not '\(scheme)'"
            }
            guard scheme == "https" || (scheme == "http" && allowsLoopbackHTTP && Self.isLoopback(target)) else {
                return "endpoints must be https, not '\(scheme)'"
            }
            let host = Self.host(of: target)
            guard !host.isEmpty, host == Self.host(of: configuration) else {
                return "the host '\(host)' is not the configuration URL's host '\(Self.host(of: configuration))'"
            }
            return nil
        }

        /// Whether a redirect from `origin` to `destination` may be followed: same scheme and host only.
        func permitsRedirect(from origin: URL, to destination: URL) -> Bool {
            Self.scheme(of: origin) == Self.scheme(of: destination)
                && Self.host(of: origin) == Self.host(of: destination)
                && !Self.host(of: destination).isEmpty
        }

        private static let configuredSchemes: Set<String> = ["https", "http", "file"]

        private static func scheme(of url: URL) -> String { url.scheme?.lowercased() ?? "" }

        private static func host(of url: URL) -> String { url.host?.lowercased() ?? "" }

        private static func isLoopback(_ url: URL) -> Bool {
            ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host(of: url))
        }
    }
}
