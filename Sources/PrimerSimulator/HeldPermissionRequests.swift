@_spi(AdapterAuthoring) import PrimerCore

/// A permission center that holds every authorization request until the test lets it through, so a
/// test can act while the system prompt is up (a second tap, a dismiss, a relaunch) without timing.
///
/// Wrap a device's center and hand the wrapper to the code under test:
/// `environment.permissions = HeldPermissionRequests(device.environment.permissions)`. A request reaches
/// the wrapped center only when it is let through; status reads pass straight away.
@_spi(AdapterAuthoring) public final class HeldPermissionRequests: PermissionCenter {
    private let inner: any PermissionCenter
    private let requested = AsyncStream<Void>.makeStream()
    private let passes = AsyncStream<Void>.makeStream()
    private let made = LockedValue(0)

    /// Holds the requests made to `inner`.
    public init(_ inner: any PermissionCenter) { self.inner = inner }

    /// The wrapped center's status, at once.
    public func authorizationStatus() async -> AuthorizationStatus { await inner.authorizationStatus() }

    /// Waits to be let through, then asks the wrapped center.
    public func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        made.withLock { $0 += 1 }
        requested.continuation.yield()
        for await _ in passes.stream { break }
        return try await inner.requestAuthorization(options: options)
    }

    /// How many requests were made so far (held or let through).
    public var requestsMade: Int { made.withLock { $0 } }

    /// Returns once a request is being held (at once if one was made since the last call).
    public func waitUntilRequested() async {
        for await _ in requested.stream { return }
    }

    /// Lets one request through: the one held now, or else the next one made.
    public func letOneRequestThrough() { passes.continuation.yield() }

    /// Lets the held request, and every later one, through.
    public func letEveryRequestThrough() { passes.continuation.finish() }
}
