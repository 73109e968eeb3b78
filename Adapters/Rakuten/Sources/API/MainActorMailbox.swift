/// Runs jobs on the main actor one at a time, in the order they were posted from any thread: how
/// `errorCallback`, a main-actor closure as apps write it in their app delegate, hears the SDK's errors
/// in order without the SDK's worker waiting for the main thread.
final class MainActorMailbox: Sendable {
    private enum Item: Sendable {
        case job(@MainActor @Sendable () -> Void)
        case flush(CheckedContinuation<Void, Never>)
    }

    private let continuation: AsyncStream<Item>.Continuation

    init() {
        let (stream, continuation) = AsyncStream<Item>.makeStream()
        self.continuation = continuation
        Task { @MainActor in
            for await item in stream {
                switch item {
                case let .job(job): job()
                case let .flush(done): done.resume()
                }
            }
        }
    }

    deinit { continuation.finish() }

    /// Queues `job` behind every job posted before it.
    func post(_ job: @escaping @MainActor @Sendable () -> Void) { continuation.yield(.job(job)) }

    /// Returns once every job posted before this call has run.
    func flush() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            continuation.yield(.flush(done))
        }
    }
}
