import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The reference primer counting, across launches, the cards it hands to the screen (CleverTap's local
/// in-app count), with its profile declaring the key. With `countsAnswersToo` (the bug) a card is counted
/// again when it is answered, so every answered card counts twice.
enum DisplayCountingDriver {
    static let key = "DisplayCounting.count"

    static func descriptor(name: String, countsAnswersToo: Bool) -> AdapterDescriptor {
        var profile = ReferenceProfile.profile()
        profile.adapter = name
        profile.displayCountKey = key
        return AdapterDescriptor(profile: profile) { environment in
            var counting = environment
            counting.presenter = CountingPresenter(
                inner: environment.presenter, store: environment.store, countsAnswersToo: countsAnswersToo)
            return ReferenceDriver(primer: ReferencePrimer(environment: counting))
        }
    }
}

/// Counts each card as it is handed to the screen (before it is drawn, as the vendor does), and, with
/// `countsAnswersToo`, again when it is answered.
private struct CountingPresenter: CardPresenter {
    let inner: any CardPresenter
    let store: any KeyValueStore
    let countsAnswersToo: Bool

    func present(_ card: PrimerCard) async -> CardAnswer {
        count()
        let answer = await inner.present(card)
        if countsAnswersToo, answer != .failedToPresent { count() }
        return answer
    }

    private func count() {
        let stored = store.integer(forKey: DisplayCountingDriver.key) ?? 0
        try? store.setValue(.int(stored == .max ? .max : stored + 1), forKey: DisplayCountingDriver.key)
    }
}
