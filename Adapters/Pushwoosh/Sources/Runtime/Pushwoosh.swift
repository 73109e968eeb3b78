/// The vendor's entry point: `Pushwoosh.configure.pushPrimer...present()`.
///
/// `configure` works over the runtime of the current platform (`PrimerPlatform`: the app's, bootstrapped
/// at launch or the live iOS default, whose presenter draws the vendor's alert and sheets; a test's
/// `PrimerPlatform.withEnvironment(device.environment) { ... }`), made over its environment on first use.
public enum Pushwoosh {
    /// The configuration entry point.
    public static var configure: PushwooshConfig { PushwooshConfig(runtime: PushwooshRuntime.current) }
}
