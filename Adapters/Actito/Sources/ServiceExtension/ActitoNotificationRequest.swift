import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A notification request as a service extension receives it: the platform-neutral form of
/// `UNNotificationRequest`.
public struct ActitoNotificationRequest: Sendable, Hashable {
    /// The request's identifier.
    public var identifier: String
    /// The content as delivered.
    public var content: ActitoNotificationContent

    public init(identifier: String, content: ActitoNotificationContent) {
        self.identifier = identifier
        self.content = content
    }
}
