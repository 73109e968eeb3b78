@_spi(AdapterAuthoring) import PrimerCore

/// The rules ``OSNotifications`` drives the device's engine with.
public enum OneSignalPolicy {
    /// `requestPermission`'s rules: no card and no throttle (the app's call is the explicit accept), a
    /// provisional user is upgraded with a full request, ephemeral counts as allowed, a denied user is
    /// offered Settings when the call asks for the fallback, the APNs token is requested after a grant,
    /// and the request asks for alert, sound and badge.
    package static func make() -> PrimerPolicy {
        PrimerPolicy(
            provisional: .upgrade, ephemeral: .treatAsAuthorized, denied: .openSettings, throttle: .none,
            registration: .afterGrant, requestOptions: [.alert, .sound, .badge])
    }

    /// `registerForProvisionalAuthorization`'s rules: only a user who was never asked is sent the request
    /// (`.provisional` with alert, sound and badge, which iOS grants without a prompt); any other status
    /// is left as it is.
    package static func makeProvisional() -> PrimerPolicy {
        PrimerPolicy(
            provisional: .treatAsAuthorized, ephemeral: .treatAsAuthorized, denied: .suppress, throttle: .none,
            registration: .afterGrant, requestOptions: [.provisional, .alert, .sound, .badge])
    }
}
