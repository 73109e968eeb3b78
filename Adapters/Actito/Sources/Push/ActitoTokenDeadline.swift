import PrimerCore
import Synchronization

/// A registrar that gives up after a deadline: the vendor waits for the APNs token forever, so an
/// unanswered registration would hang `enableRemoteNotifications()`. The first of "token", "error" and
/// "deadline" wins; the loser is cancelled.
struct ActitoTokenDeadline: RemoteRegistrar {
    let base: any RemoteRegistrar
    let timeout: Duration
    let sleep: @Sendable (Duration) async throws -> Void

    func registerForRemoteNotifications() async throws -> DeviceToken {
        let race = TokenRace()
        let seconds = timeout.seconds
        return try await withCheckedThrowingContinuation { continuation in
            race.start(continuation)
            let registration = Task { [base] in
                do { race.finish(.success(try await base.registerForRemoteNotifications())) } catch {
                    race.finish(.failure(error))
                }
            }
            let deadline = Task { [sleep, timeout] in
                // A cancelled sleep throws: the registration answered first.
                guard (try? await sleep(timeout)) != nil else { return }
                race.finish(.failure(ActitoPushError.tokenTimeout(seconds: seconds)))
            }
            race.track([registration, deadline])
        }
    }

    func unregisterForRemoteNotifications() async {
        await base.unregisterForRemoteNotifications()
    }
}

/// The one-shot state of a token race: the first result resumes the caller, later ones are dropped,
/// and every task of the race is cancelled once it is decided.
private final class TokenRace: Sendable {
    private struct State {
        var continuation: CheckedContinuation<DeviceToken, any Error>?
        var tasks: [Task<Void, Never>] = []
        var finished = false
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<DeviceToken, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    func track(_ tasks: [Task<Void, Never>]) {
        let finished = state.withLock { state in
            state.tasks = tasks
            return state.finished
        }
        if finished { for task in tasks { task.cancel() } }
    }

    func finish(_ result: Result<DeviceToken, any Error>) {
        let (continuation, tasks) = state.withLock { state in
            defer { state.continuation = nil }
            state.finished = true
            return (state.continuation, state.tasks)
        }
        continuation?.resume(with: result)
        for task in tasks { task.cancel() }
    }
}

extension Duration {
    /// The duration in seconds, for messages.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
