/// A process value made on first read until it is set, and a task-scoped override for tests, in the
/// shape of swift-dependencies' `withDependencies`: the machinery under ``PrimerPlatform``.
///
/// Inside ``withOverride(_:operation:)`` the current task and every task it starts (`Task {}` included,
/// `Task.detached` not) read the override; every other task reads the process value, so parallel tests
/// each see their own device and the app's value stays untouched. Overrides nest: the innermost wins
/// until its operation returns.
final class DefaultHost<Value: Sendable>: Sendable {
    private let makeDefault: @Sendable () -> Value
    private let installed = LockedValue<Value?>(nil)
    // A stored instance, not `@TaskLocal`: the property wrapper does not compile against the iOS 17.4
    // SDK's standard library (CONTRIBUTING, "Portable forms").
    private let scoped = TaskLocal<Value?>(wrappedValue: nil)

    /// A host whose process value is made by `makeDefault` on the first read that finds none (and again
    /// after ``reset()``). `makeDefault` runs under this host's lock: it must not read this host.
    init(_ makeDefault: @escaping @Sendable () -> Value) {
        self.makeDefault = makeDefault
    }

    /// The innermost override of the current task, else the process value.
    var current: Value {
        if let scoped = scoped.get() { return scoped }
        return installed.withLock { installed in
            if let installed { return installed }
            let made = makeDefault()
            installed = made
            return made
        }
    }

    /// Replaces the process value (what every task without an override reads). The value replaced is
    /// released after the lock is: it may hold the last reference to an engine.
    func set(_ value: Value) {
        installed.replaceReleasingAfterUnlock(with: value)
    }

    /// Forgets the process value: the next read makes a default again.
    func reset() {
        installed.replaceReleasingAfterUnlock(with: nil)
    }

    /// Runs `operation` with `value` as ``current`` for the current task and the tasks it starts,
    /// without touching the process value. A `@MainActor` caller passes a `@MainActor @Sendable` closure:
    /// an `isolation: #isolation` parameter would keep the caller's actor, but the iOS 17.4 SDK's standard
    /// library has no `#isolation`.
    func withOverride<Result>(
        _ value: Value, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await scoped.withValue(value, operation: operation)
    }
}
