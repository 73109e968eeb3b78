import Foundation

/// The wall clock, injected so that time only moves when a test moves it.
///
/// Contract: ``now`` may jump forwards or backwards (the user can change the device time); code that
/// compares stored times with it must stay bounded when it goes backwards.
@_spi(AdapterAuthoring) public protocol WallClock: Sendable {
    /// The current date.
    var now: Date { get }
}
