@_spi(AdapterAuthoring) import PrimerCore

/// The rules ``ActitoPush`` drives the device's engine with.
public enum ActitoPolicy {
    /// The engine policy for `options`: no card, no throttle, denied users are not sent to Settings,
    /// ephemeral counts as already answered, a provisional user is upgraded unless the app asks for
    /// `.provisional` itself, and the token is always requested.
    package static func make(options: AuthorizationOptions = ActitoPush.defaultAuthorizationOptions) -> PrimerPolicy {
        PrimerPolicy(
            provisional: options.contains(.provisional) ? .treatAsAuthorized : .upgrade,
            ephemeral: .treatAsAuthorized, denied: .suppress, throttle: .none, registration: .always,
            requestOptions: options)
    }
}
