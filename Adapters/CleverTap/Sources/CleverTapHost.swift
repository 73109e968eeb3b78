@_spi(AdapterAuthoring) import PrimerCore

extension CleverTap {
    private static let host = LockedValue(
        PlatformEnvironment.defaultHost(hint: "set CleverTap.hostEnvironment"))
    private static let installed = LockedValue<CleverTap?>(nil)
    private static let scoped = TaskLocal<CleverTap?>(wrappedValue: nil)

    /// The app's instance: the one scoped to the current task by ``withSharedInstance(_:operation:)``
    /// (tests), else one made on first use over ``hostEnvironment``. Optional, as the vendor's is; this
    /// one always returns an instance.
    public static func sharedInstance() -> CleverTap? {
        if let scoped = scoped.get() { return scoped }
        return installed.withLock { current in
            if let current { return current }
            let created = CleverTap(environment: hostEnvironment)
            current = created
            return created
        }
    }

    /// The platform ports of ``sharedInstance()``: the live iOS ports where they exist (with no card UI:
    /// set an environment whose presenter is the app's, such as PrimerUI's `PrimerCardPresentation`), a
    /// platform without notifications elsewhere. Setting it replaces the shared instance.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.withLock { $0 } }
        set {
            host.replaceReleasingAfterUnlock(with: newValue)
            installed.replaceReleasingAfterUnlock(with: nil)
        }
    }

    /// Runs `operation` with `instance` as ``sharedInstance()`` for the current task and its child tasks,
    /// without touching the app's (so parallel tests do not interfere).
    public static func withSharedInstance<Result>(
        _ instance: CleverTap, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await scoped.withValue(instance, operation: operation)
    }
}
