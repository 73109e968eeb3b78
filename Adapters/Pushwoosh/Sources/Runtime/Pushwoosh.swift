@_spi(AdapterAuthoring) import PrimerCore

/// The vendor's entry point: `Pushwoosh.configure.pushPrimer...present()`.
///
/// `configure` works over ``runtime``: the runtime of the current task when one is scoped with
/// ``withRuntime(_:operation:)`` (tests, previews), otherwise the app-wide one. On Apple platforms the
/// app-wide runtime is created over the live environment on first use; elsewhere the app sets it (and
/// until it does, every `present` ends `.suppressed` with ``PWPushPrimerIssue/noRuntime``).
public enum Pushwoosh {
    private static let installed = LockedValue<PushwooshRuntime?>(nil)
    private static let scoped = TaskLocal<PushwooshRuntime?>(wrappedValue: nil)

    /// The runtime `configure` uses now. Set it once at launch to run over another environment (an App
    /// Group store, a custom presenter); `nil` returns to the default.
    public static var runtime: PushwooshRuntime? {
        get {
            if let scoped = scoped.get() { return scoped }
            return installed.withLock { runtime in
                if runtime == nil { runtime = PushwooshRuntime.platformDefault() }
                return runtime
            }
        }
        // The runtime replaced holds its environment's engine: released after the unlock.
        set { installed.replaceReleasingAfterUnlock(with: newValue) }
    }

    /// The configuration entry point.
    public static var configure: PushwooshConfig { PushwooshConfig(runtime: runtime) }

    /// Runs `operation` with `runtime` as the runtime of `Pushwoosh.configure` for the current task and
    /// its child tasks, without touching the app-wide one (so parallel tests do not interfere).
    public static func withRuntime<Result>(
        _ runtime: PushwooshRuntime,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await scoped.withValue(runtime, operation: operation)
    }
}

extension PushwooshRuntime {
    /// The runtime a process starts with: over core's live environment, with the UIKit presenter, where
    /// there is one.
    static func platformDefault() -> PushwooshRuntime? {
        #if canImport(UIKit) && canImport(UserNotifications) && (os(iOS) || os(visionOS))
        PushwooshRuntime(environment: .live(presenter: PWPushPrimerUIKitPresenter()))
        #else
        nil
        #endif
    }
}
