import Foundation
@_spi(AdapterAuthoring) import PrimerCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of one data task: takes the answer as it streams in and stops it at the first sign that
/// it breaks a limit, so a hostile server costs at most `limit` bytes of memory. A status outside 2xx or
/// a declared length over the limit ends the request as soon as the headers arrive; a body that grows
/// past the limit ends it at that byte; a redirect the rule refuses is not followed. The first outcome
/// wins and cancels the task (the vendor's `data(for:)` buffers every byte first).
final class BoundedResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var continuation: CheckedContinuation<Data, any Error>?
        var task: URLSessionDataTask?
        var outcome: Result<Data, RInAppMessagingError>?
        var body = Data()
    }

    private let request: CampaignRequest
    private let limit: Int
    private let rule: URLCampaignTransport.EndpointRule
    private let state = LockedValue(State())

    init(request: CampaignRequest, limit: Int, rule: URLCampaignTransport.EndpointRule) {
        self.request = request
        self.limit = limit
        self.rule = rule
    }

    /// Runs `urlRequest` as a task of `session`, whose delegate this collector is; returns the body or
    /// throws an ``RInAppMessagingError``. Cancelling the calling task cancels the data task at once.
    func fetch(_ urlRequest: URLRequest, in session: URLSession) async throws -> Data {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
                let task = session.dataTask(with: urlRequest)
                let early = state.withLock { state -> Result<Data, RInAppMessagingError>? in
                    guard let outcome = state.outcome else {
                        state.continuation = continuation
                        state.task = task
                        return nil
                    }
                    return outcome
                }
                if let early {
                    continuation.resume(with: early)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            finish(.failure(.transport(request.kind, url: request.url.absoluteString, reason: "cancelled")))
        }
    }

    /// Records the first outcome, cancels the task and resumes the caller; later outcomes are dropped.
    private func finish(_ outcome: Result<Data, RInAppMessagingError>) {
        let (continuation, task) = state.withLock { state in
            guard state.outcome == nil else {
                return (CheckedContinuation<Data, any Error>?.none, URLSessionDataTask?.none)
            }
            state.outcome = outcome
            state.body = Data()
            defer {
                state.continuation = nil
                state.task = nil
            }
            return (state.continuation, state.task)
        }
        // From another queue: on swift-corelibs-foundation this may run on the session's queue
        // (`InlineDelegateQueue`), which `cancel()` waits on.
        if let task { DispatchQueue.global().async { task.cancel() } }
        continuation?.resume(with: outcome)
    }

    private func tooLarge(_ count: Int) -> Result<Data, RInAppMessagingError> {
        .failure(.responseTooLarge(request.kind, field: "body", count: count, limit: limit))
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        var refusal: Result<Data, RInAppMessagingError>?
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            refusal = .failure(.httpStatus(request.kind, url: request.url.absoluteString, status: http.statusCode))
        } else if response.expectedContentLength > Int64(limit) {
            refusal = tooLarge(Int(clamping: response.expectedContentLength))
        }
        // swift-corelibs-foundation ignores the disposition (its documented bug), so `finish` also cancels
        // the task; the handler is answered first, as a cancel inside a pending callback can trap there.
        completionHandler(refusal == nil ? .allow : .cancel)
        if let refusal { finish(refusal) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let count = state.withLock { state -> Int? in
            guard state.outcome == nil else { return nil }
            let count = state.body.count + data.count
            if count <= limit { state.body.append(data) }
            return count
        }
        if let count, count > limit { finish(tooLarge(count)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            finish(.failure(.transport(request.kind, url: request.url.absoluteString, reason: "\(error)")))
        } else {
            finish(.success(state.withLock { $0.body }))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let destination = newRequest.url, rule.permitsRedirect(from: request.url, to: destination) else {
            let target = newRequest.url?.absoluteString ?? "?"
            // Answered before the task is cancelled: swift-corelibs-foundation traps on a redirect answer
            // that comes after a cancel.
            completionHandler(nil)
            finish(
                .failure(
                    .endpointRefused(
                        request.kind, url: request.url.absoluteString,
                        reason: "a redirect to '\(target)' leaves its scheme and host")))
            return
        }
        completionHandler(newRequest)
    }
}
