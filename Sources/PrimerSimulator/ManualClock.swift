import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A clock that moves only when the test moves it, forwards or backwards.
public final class ManualClock: Sendable {
    /// 2026-01-01T00:00:00Z: the simulator's default "now", so traces and stamps are reproducible.
    public static let defaultStart = Date(timeIntervalSince1970: 1_767_225_600)

    private let current: LockedValue<Date>

    /// Creates a clock reading `start`.
    public init(start: Date = ManualClock.defaultStart) {
        current = LockedValue(start)
    }

    /// The current simulated time.
    public var now: Date { current.withLock { $0 } }

    /// Moves the clock by `seconds` (negative moves it back, like a user changing the date).
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Moves the clock by whole days.
    public func advance(days: Int) {
        advance(by: TimeInterval(days) * 86_400)
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}

// The port the environment reads; SPI because apps never implement or read ports themselves.
@_spi(AdapterAuthoring) extension ManualClock: WallClock {}
