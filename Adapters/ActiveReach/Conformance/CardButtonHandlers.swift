import ActiveReachAdapter
import PrimerCore

/// The sample app's card buttons (the seed's sample "Hook your card's buttons to the action methods"):
/// synchronous handlers, so each calls the fire-and-forget action (in `async` code Swift would pick the
/// adapter's `async` form instead).
struct CardButtonHandlers {
    let primer: InAppPushPrimer
    let config: InAppPushPrimer.Config

    /// The card is on screen.
    func displayed() {
        primer.displayed(config: config)
    }

    /// The button the user chose; a card that never showed has none.
    func tapped(_ answer: CardAnswer) {
        switch answer {
        case .accept: primer.allowTapped(config: config)
        case .later: primer.laterTapped(config: config)
        case .dismiss: primer.dismissed(config: config)
        case .failedToPresent, .presenterMissing: break
        }
    }
}
