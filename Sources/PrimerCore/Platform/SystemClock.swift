import Foundation

/// The device clock.
@_spi(AdapterAuthoring) public struct SystemClock: WallClock {
    /// Creates the device clock.
    public init() {}
    /// `Date()`.
    public var now: Date { Date() }
}
