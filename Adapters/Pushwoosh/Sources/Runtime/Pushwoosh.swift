/// The vendor's entry point: `Pushwoosh.configure.pushPrimer...present()`.
///
/// `configure` works over ``runtime``: the runtime of the current task when one is scoped with
/// ``withRuntime(_:operation:)`` (tests, previews), otherwise the app-wide one. On Apple platforms the
/// app-wide runtime is created over the live environment on first use; elsewhere the app sets it (and
/// until it does, every `present` ends `.suppressed` with ``PWPushPrimerIssue/noRuntime``).
public enum Pushwoosh {
    /// The configuration entry point.
    public static var configure: PushwooshConfig { PushwooshConfig(runtime: runtime) }
}
