import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking

/// The delegate queue of a streamed request on swift-corelibs-foundation: it runs each delegate call at
/// once, on the session's own queue. That library hands every chunk libcurl reads to the delegate queue
/// without waiting for it, so over a fast link the chunks pile up in the queue (a gigabyte of them over
/// loopback) before the collector has counted the first megabytes; run inline, a chunk is counted (and
/// dropped past the limit) before libcurl reads the next. A delegate that runs here must not call back
/// into the session synchronously (`URLSessionTask.cancel()` waits on that queue):
/// ``BoundedResponseCollector`` cancels from another queue.
///
/// `@unchecked Sendable` restates `OperationQueue`'s own conformance: the subclass adds no stored state,
/// and its one override only calls the block it is given.
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
#endif
