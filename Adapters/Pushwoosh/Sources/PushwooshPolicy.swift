import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The vendor's primer rules as a core policy: authorized and provisional count as opted in, ephemeral
/// follows the not-determined path, denied users are sent to Settings only with `fallbackToSettings`,
/// `minInterval` throttles from the moment the card shows, registration always follows an accept (iOS
/// hands out a token whatever the answer), and the request asks for badge, alert, sound and CarPlay.
public enum PushwooshPolicy {
    /// The vendor's `NSUserDefaults` key: epoch seconds of the last show, written only when
    /// `minInterval > 0`. One key for the whole app.
    public static let lastShownKey = "PWPushPrimerLastShownAt"

    /// What the vendor's registration asks for when no option is enabled yet.
    public static let requestOptions: AuthorizationOptions = [.badge, .alert, .sound, .carPlay]

    /// The policy for one builder; an invalid `minInterval` (negative, NaN, infinite) means no throttle.
    package static func make(fallbackToSettings: Bool, minInterval: TimeInterval) -> PrimerPolicy {
        let throttles = minInterval.isFinite && minInterval > 0
        let throttle = ThrottlePolicy(
            kind: throttles ? .minimumInterval(seconds: minInterval) : .none,
            stampedOn: [.shown], storageKey: lastShownKey)
        return PrimerPolicy(
            provisional: .treatAsAuthorized, ephemeral: .askLikeNotDetermined,
            denied: fallbackToSettings ? .openSettings : .suppress, throttle: throttle,
            registration: .always, requestOptions: requestOptions)
    }
}
