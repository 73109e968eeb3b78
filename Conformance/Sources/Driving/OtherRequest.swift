import PrimerCore

/// A request call of the adapter's public API besides the one ``PrimerDriver/presentPrimer()`` makes
/// (OneSignal's `registerForProvisionalAuthorization` and its `async` `requestPermission`), as the profile
/// declares it (``BehaviourProfile/otherRequests``). `profile.statusReportsTrue` makes each one from every
/// status through ``OtherRequestsDriver/otherRequest(at:)`` and judges what the app hears and what iOS is asked.
public struct OtherRequest: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the call asks iOS for.
    public enum Kind: Sendable, Hashable, Codable {
        /// Provisional authorization with these options (no prompt), asked only from notDetermined; from
        /// any other status nothing is asked and the app hears `otherwise` (`nil`: whether the status lets
        /// notifications show).
        case provisional(AuthorizationOptions, otherwise: Bool?)
        /// The declared policy's request without a Settings fallback: the prompt from notDetermined (and
        /// from provisional when the policy upgrades it); a denied user is shown nothing. The app hears
        /// whether notifications may show afterwards.
        case promptWithoutFallback
    }

    /// The call, as the app writes it.
    public var vendorForm: String
    public var kind: Kind

    public init(_ vendorForm: String, _ kind: Kind) {
        self.vendorForm = vendorForm
        self.kind = kind
    }

    /// The vendor form.
    public var description: String { vendorForm }
}
