@_spi(AdapterAuthoring) import PrimerCore

/// Runs jobs on the main actor one at a time, in the order they were posted from any thread: how
/// `errorCallback`, a main-actor closure as apps write it in their app delegate, hears the SDK's errors
/// in order without the SDK's worker waiting for the main thread.
///
/// The main-actor reader starts with the first job, so an instance that never reports an error costs
/// the main thread nothing.
final class MainActorMailbox: Sendable {
    private enum Item: Sendable {
        case job(@MainActor @Sendable () -> Void)
        case flush(CheckedContinuation<Void, Never>)
    }

    private struct State {
        /// The jobs' stream until the first job hands it to the main-actor reader.
        var unread: AsyncStream<Item>?
        /// Jobs posted, and how many of them have run: equal when nothing is waiting for the main actor.
        var posted = 0
        var ran = 0
    }

    private let continuation: AsyncStream<Item>.Continuation
    private let state: LockedValue<State>

    init() {
        let (stream, continuation) = AsyncStream<Item>.makeStream()
        self.continuation = continuation
        state = LockedValue(State(unread: stream))
    }

    deinit { continuation.finish() }

    /// Queues `job` behind every job posted before it.
    func post(_ job: @escaping @MainActor @Sendable () -> Void) {
        let unread = state.withLock { state -> AsyncStream<Item>? in
            state.posted += 1
            defer { state.unread = nil }
            return state.unread
        }
        continuation.yield(.job(job))
        if let unread { startReading(unread) }
    }

    /// Returns once every job posted before this call has run (at once, without a hop to the main actor,
    /// when they all have).
    func flush() async {
        guard state.withLock({ $0.ran < $0.posted }) else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            continuation.yield(.flush(done))
        }
    }

    private func startReading(_ stream: AsyncStream<Item>) {
        let state = state
        Task { @MainActor in
            for await item in stream {
                switch item {
                case let .job(job):
                    job()
                    state.withLock { $0.ran += 1 }
                case let .flush(done): done.resume()
                }
            }
        }
    }
}
