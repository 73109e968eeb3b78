@_spi(AdapterAuthoring) import PrimerCore

extension Pushwoosh {
    /// The runtime ``configure`` uses; ``withRuntime(_:operation:)`` overrides it for a task.
    static let host = DefaultHost { PushwooshRuntime.platformDefault() }

    /// The runtime `configure` uses now. Set it once at launch to run over another environment (an App
    /// Group store, a custom presenter); `nil` returns to the default.
    public static var runtime: PushwooshRuntime? {
        get { host.current }
        set {
            if let newValue { host.set(newValue) } else { host.reset() }
        }
    }

    /// Runs `operation` with `runtime` as the runtime of `Pushwoosh.configure` for the current task and
    /// its child tasks, without touching the app-wide one (so parallel tests do not interfere).
    public static func withRuntime<Result>(
        _ runtime: PushwooshRuntime,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await host.withOverride(runtime, operation: operation)
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
