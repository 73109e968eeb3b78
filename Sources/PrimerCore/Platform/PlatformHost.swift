/// ``PrimerPlatform``'s state: the process scope (made from the platform default on first read until
/// the app bootstraps one) and the task-scoped overrides. An instance of its own in tests, so the
/// once-only bootstrap is checked without touching the process's.
final class PlatformHost: Sendable {
    private let scopes: DefaultHost<PlatformScope>
    private let bootstrapped = LockedValue(false)

    init(makeDefault: @escaping @Sendable () -> PlatformEnvironment) {
        scopes = DefaultHost { PlatformScope(environment: makeDefault()) }
    }

    var current: PlatformScope { scopes.current }

    func bootstrap(_ environment: PlatformEnvironment) throws(PlatformBootstrapError) {
        let first = bootstrapped.withLock { bootstrapped in
            defer { bootstrapped = true }
            return !bootstrapped
        }
        guard first else { throw .alreadyBootstrapped }
        scopes.set(PlatformScope(environment: environment))
    }

    func withOverride<Result>(
        _ scope: PlatformScope, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await scopes.withOverride(scope, operation: operation)
    }
}
