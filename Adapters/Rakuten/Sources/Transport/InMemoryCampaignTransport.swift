import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A campaign backend in memory: canned bodies (or failures) per endpoint, and a log of the requests.
/// For tests, previews and the adapter's driver.
public final class InMemoryCampaignTransport: CampaignTransport {
    /// A canned answer.
    public enum Answer: Sendable, Hashable {
        /// A 2xx answer with this body.
        case body(Data)
        /// A non-2xx status.
        case status(Int)
        /// No answer (connection failure).
        case unreachable
    }

    private struct State {
        var answers: [ResponseKind: Answer] = [:]
        var requests: [CampaignRequest] = []
    }

    private let state = LockedValue(State())

    /// Creates a backend answering with the given bodies (an absent one is unreachable).
    public init(configuration: Data? = nil, ping: Data? = nil, displayPermission: Data? = nil) {
        state.withLock { state in
            if let configuration { state.answers[.configuration] = .body(configuration) }
            if let ping { state.answers[.ping] = .body(ping) }
            if let displayPermission { state.answers[.displayPermission] = .body(displayPermission) }
        }
    }

    /// Replaces the answer of one endpoint.
    public func set(_ kind: ResponseKind, _ answer: Answer) {
        state.withLock { $0.answers[kind] = answer }
    }

    /// Every request so far, in order.
    public var requests: [CampaignRequest] { state.withLock { $0.requests } }

    /// Answers from the canned answers.
    public func send(_ request: CampaignRequest) async throws(RInAppMessagingError) -> Data {
        let answer = state.withLock { state in
            state.requests.append(request)
            return state.answers[request.kind]
        }
        switch answer {
        case let .body(data): return data
        case let .status(code): throw .httpStatus(request.kind, url: request.url.absoluteString, status: code)
        case .unreachable, nil: throw .transport(request.kind, url: request.url.absoluteString, reason: "unreachable")
        }
    }

    /// A configuration body naming in-memory endpoints (`memory://ping`, `memory://display_permission`).
    public static func configurationBody(rolloutPercentage: Int = 100, displayPermission: Bool = false) -> Data {
        let permission = displayPermission ? #", "displayPermission": "memory://display_permission""# : ""
        return Data(
            #"{"data": {"rolloutPercentage": \#(rolloutPercentage), "endpoints": {"ping": "memory://ping"\#(permission)}}}"#
                .utf8)
    }
}
