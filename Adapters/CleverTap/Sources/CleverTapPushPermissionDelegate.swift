/// Hears the user's answer to the push permission, as the vendor's delegate does.
///
/// Contract: held weakly. `onPushPermissionResponse(_:)` is optional (the extension gives it an empty
/// body) and is called once per answer: `true`/`false` when iOS answers the system request (on no
/// particular thread, as the vendor calls it from the notification center's completion), `false` when
/// the user taps the primer's negative button (on the main thread, from the button). It is not called
/// when nothing was asked: a primer or hard ask for a user who already decided, a Settings redirect, a
/// primer closed with its close button. Hence `Sendable`: a main-actor type implements it `nonisolated`.
public protocol CleverTapPushPermissionDelegate: AnyObject, Sendable {
    /// `accepted`: whether notifications are allowed after the answer.
    func onPushPermissionResponse(_ accepted: Bool)
}

extension CleverTapPushPermissionDelegate {
    /// Does nothing: the requirement is optional in the vendor's protocol.
    public func onPushPermissionResponse(_ accepted: Bool) {}
}
