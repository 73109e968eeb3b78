import PrimerCore

/// The card presenter of an Actito app: Actito shows no soft-ask card (the app's own button is the
/// explicit accept), so `PlatformEnvironment.live(presenter: ActitoNoCardPresenter())` is all the app
/// passes. ``ActitoPush`` never asks it to show anything; were it asked, it would answer
/// `PrimerCore/CardAnswer/failedToPresent` rather than invent an answer.
public struct ActitoNoCardPresenter: CardPresenter {
    public init() {}

    /// `PrimerCore/CardAnswer/failedToPresent`: there is no card to show.
    public func present(_ card: PrimerCard) async -> CardAnswer { .failedToPresent }
}
