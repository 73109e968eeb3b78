import ActitoAdapter

/// An app delegate that implements no method, so every one runs the protocol's default (an app that set
/// a delegate and forgot `shouldOpenSettings`).
final class ActitoDefaultsDelegate: ActitoPushDelegate {}
