@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// What the running check has under way: the step it is in (named in the failure when the check's
/// deadline expires) and the drivers it started and has not stopped yet (stopped when the check ends,
/// also when it ended by its deadline). Reached through the task-local ``current``, so every harness a
/// check creates, in any task it starts, reports to it.
final class CheckScope: Sendable {
    /// The scope of the check this task runs for (`nil` outside a check, as in `primer-lab matrix`).
    static let current = TaskLocal<CheckScope?>(wrappedValue: nil)

    private struct State {
        var location: String?
        var entered = 0
        var live: [Int: any PrimerDriver] = [:]
        var nextToken = 0
    }

    private let state = LockedValue(State())
    /// The store of the check's devices (a harness may be given another).
    let diskKind: DiskKind

    init(diskKind: DiskKind = .inMemory) { self.diskKind = diskKind }

    /// The step a harness is about to perform, as its full path.
    func enter(_ location: String) {
        state.withLock { state in
            state.location = location
            state.entered += 1
        }
    }

    /// How many steps were entered so far (the deadline runs again while this moves).
    var stepsEntered: Int { state.withLock { $0.entered } }

    /// The last step entered (`nil` before the first).
    var location: String? { state.withLock { $0.location } }

    /// Records a driver the factory made; the token ends the record.
    func started(_ driver: any PrimerDriver) -> Int {
        state.withLock { state in
            defer { state.nextToken += 1 }
            state.live[state.nextToken] = driver
            return state.nextToken
        }
    }

    /// The driver of `token` was stopped by its session.
    /// The driver may be the last reference to its device, which ends its process when it goes: released
    /// after the unlock.
    func stopped(_ token: Int) { state.withLockReleasingAfterUnlock { $0.live.removeValue(forKey: token) } }

    /// Stops every driver still live, newest first.
    func stopAll() async {
        let live = state.withLock { state in
            defer { state.live = [:] }
            return state.live.sorted { $0.key > $1.key }.map(\.value)
        }
        for driver in live { await driver.stop() }
    }
}
