/// What a vendor-style static API runs over (`InAppPushPrimer.hostEnvironment`,
/// `CleverTap.sharedInstance()`, `Pushwoosh.runtime`): one value for the whole process, which the app
/// sets at launch and which is made on first read until it does, and a task-scoped override for tests,
/// in the shape of swift-dependencies' `withDependencies`.
///
/// Inside ``withOverride(_:operation:)`` the current task and every task it starts (`Task {}` included,
/// `Task.detached` not) read the override; every other task reads the process value, so parallel tests
/// each see their own device and the app's value stays untouched. Overrides nest: the innermost wins
/// until its operation returns.
///
/// Every adapter keeps its one `DefaultHost` in the file of its static API's host
/// (`InAppPushPrimerHost.swift`), and its public statics are spellings over it.
@_spi(AdapterAuthoring)
public final class DefaultHost<Value: Sendable>: Sendable {
    private let makeDefault: @Sendable () -> Value
    private let installed = LockedValue<Value?>(nil)
    // A stored instance, not `@TaskLocal`: the property wrapper does not compile against the iOS 17.4
    // SDK's standard library (CONTRIBUTING, "Portable forms").
    private let scoped = TaskLocal<Value?>(wrappedValue: nil)

    /// A host whose process value is made by `makeDefault` on the first read that finds none (and again
    /// after ``reset()``). `makeDefault` runs under this host's lock: it must not read this host.
    public init(_ makeDefault: @escaping @Sendable () -> Value) {
        self.makeDefault = makeDefault
    }

    /// The innermost override of the current task, else the process value.
    public var current: Value {
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
    public func set(_ value: Value) {
        installed.replaceReleasingAfterUnlock(with: value)
    }

    /// Forgets the process value: the next read makes a default again.
    public func reset() {
        installed.replaceReleasingAfterUnlock(with: nil)
    }

    /// Runs `operation` with `value` as ``current`` for the current task and the tasks it starts,
    /// without touching the process value. A `@MainActor` caller passes a `@MainActor @Sendable` closure:
    /// an `isolation: #isolation` parameter would keep the caller's actor, but the iOS 17.4 SDK's standard
    /// library has no `#isolation`.
    public func withOverride<Result>(
        _ value: Value, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await scoped.withValue(value, operation: operation)
    }
}
