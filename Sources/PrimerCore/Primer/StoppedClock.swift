import Foundation

/// A clock that always reads the moment a call was made (`SoftAsk.at(_:)`): the clock of the work that
/// call leaves to a task.
struct StoppedClock: WallClock {
    let now: Date
}
