/// Shows a primer card and returns the user's answer.
///
/// Contract: ``present(_:)`` returns once the card is gone. It answers ``CardAnswer/failedToPresent``
/// when it could not show the card at all (no window, view hierarchy busy), never hangs for that reason.
/// The engine never asks it to show two cards at once.
public protocol CardPresenter: Sendable {
    /// Shows `card` and waits for the user's answer.
    func present(_ card: PrimerCard) async -> CardAnswer
}
