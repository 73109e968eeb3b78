import Foundation

/// A local image for the primer (`UIImage` on iOS): an asset-catalogue name or encoded image bytes.
/// Remote images are not this type: they are given with `imageURL(_:)` and lose to a local image.
public struct PWPushPrimerImage: Sendable, Hashable {
    /// Where the image comes from.
    public enum Source: Sendable, Hashable {
        /// An image in the app's asset catalogue.
        case named(String)
        /// Encoded image bytes (PNG, JPEG...).
        case data(Data)
    }

    /// Where the image comes from.
    public let source: Source

    /// An asset-catalogue image, spelled like `UIImage(named:)`.
    public init(named name: String) { source = .named(name) }

    /// Encoded image bytes.
    public init(data: Data) { source = .data(data) }
}
