/// What `Pushwoosh.configure` returns: the entry point to the primer builder and the registration
/// callbacks of one runtime.
public struct PushwooshConfig: Sendable {
    private let runtime: PushwooshRuntime?

    init(runtime: PushwooshRuntime?) {
        self.runtime = runtime
    }

    /// A fresh builder on every access: nothing set on one `present` carries over to the next.
    public var pushPrimer: PWPushPrimerBuilder { PWPushPrimerBuilder(runtime: runtime) }

    /// Sets (or, with `nil`, removes) the callback that receives the final answer after an accept: the
    /// status the system request left, the status after a Settings round-trip, and the APNs token or
    /// error. Replaces any previous callback of the same runtime.
    public func onPushRegistration(_ handler: PWPushRegistrationHandler?) {
        runtime?.setRegistrationHandler(handler)
    }
}
