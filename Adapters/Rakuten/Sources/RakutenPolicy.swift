@_spi(AdapterAuthoring) import PrimerCore

/// The rules the push-primer button of ``InAppMessaging`` drives the device's `SoftAskEngine` with.
public enum RakutenPolicy {
    /// The policy of the push-primer button for `options`: upgrade provisional users (unless `options`
    /// hold `.provisional`: such a user already has what the app asks for, so nothing is asked), ask
    /// ephemeral users like undetermined ones (the vendor hides primer campaigns only from `.authorized`
    /// users and requests from every status), send denied users to the notification settings and still send the
    /// (promptless) request as the vendor does, no throttle (impressions limit displays), register after
    /// a grant.
    package static func make(options: AuthorizationOptions = [.sound, .alert, .badge]) -> PrimerPolicy {
        PrimerPolicy(
            provisional: options.contains(.provisional) ? .treatAsAuthorized : .upgrade,
            ephemeral: .askLikeNotDetermined, denied: .openSettingsAndRequest,
            throttle: .none, registration: .afterGrant, requestOptions: options)
    }
}
