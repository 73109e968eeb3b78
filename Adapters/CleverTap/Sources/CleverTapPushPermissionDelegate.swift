/// Hears the user's answer to the push permission, as the vendor's delegate does.
///
/// Contract: held weakly. `onPushPermissionResponse(_:)` is optional (the extension gives it an empty
/// body) and is called once per answer, on the main thread: `true`/`false` when iOS answers the system
/// request, `false` when the user taps the primer's negative button. It is not called when nothing was
/// asked: a primer or hard ask for a user who already decided, a Settings redirect, a primer closed with
/// its close button.
///
/// Main-actor isolated, so the vendor's examples conform as written in Swift 6: a `UIViewController`,
/// and a plain `NSObject` subclass (a SwiftUI coordinator), which conforming on its declaration makes
/// main-actor isolated.
@MainActor
public protocol CleverTapPushPermissionDelegate: AnyObject, Sendable {
    /// `accepted`: whether notifications are allowed after the answer.
    func onPushPermissionResponse(_ accepted: Bool)
}

extension CleverTapPushPermissionDelegate {
    /// Does nothing: the requirement is optional in the vendor's protocol.
    public func onPushPermissionResponse(_ accepted: Bool) {}
}
