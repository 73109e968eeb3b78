import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

extension AdapterDescriptor {
    /// What `primer-lab` appends to a card-less adapter's name to put the app's own card in front of it
    /// (`"OneSignal behind my card"`).
    package static let behindAppCardSuffix = " behind my card"

    /// `vendor` (an adapter without a card of its own) behind the app's own primer card: the usual
    /// migration path to such a vendor. The card is shown when the device's engine says a card may be
    /// shown under the vendor's rules (status, throttle, nothing else on screen); the vendor's request
    /// is made only when the user accepts it; "later" and a dismissal end the attempt with nothing
    /// asked. The app's card reports nothing (it is the app's), so the events are the vendor's.
    package static func behindAppCard(_ vendor: AdapterDescriptor) -> AdapterDescriptor {
        var profile = vendor.profile
        profile.adapter = vendor.name + behindAppCardSuffix
        profile.summary = "\(vendor.name) behind the app's own primer card: its request only on accept."
        profile.capabilities.insert(.softAskCard)
        let policy = vendor.profile.policy ?? PrimerPolicy()
        return AdapterDescriptor(profile: profile) { environment in
            AppCardDriver(
                vendor: await vendor.makeDriver(environment), ask: SoftAsk(policy: policy, environment: environment))
        }
    }
}

/// Drives the app's card in front of a card-less vendor's driver (see
/// ``AdapterDescriptor/behindAppCard(_:)``).
struct AppCardDriver: PrimerDriver {
    let vendor: any PrimerDriver
    let ask: SoftAsk

    /// The app's card, as an app writes one (its text is not what is compared).
    static let card = PrimerCard(
        campaignId: "app-card", title: "Stay in the loop", message: "Turn on notifications for order updates.",
        acceptLabel: "Allow", declineLabel: "Not now")

    func presentPrimer() async -> DriverAttempt {
        if case let .suppress(reason, _) = await ask.decide() {
            return DriverAttempt(
                result: .suppressed, vendorOutcome: "my card not shown (\(reason))", suppression: reason)
        }
        switch await ask.environment.presenter.present(Self.card) {
        case .accept:
            var attempt = await vendor.presentPrimer()
            attempt.vendorOutcome = "my card accepted, then \(attempt.vendorOutcome)"
            return attempt
        case .later: return DriverAttempt(result: .later, vendorOutcome: "my card: later", suppression: nil)
        case .dismiss: return DriverAttempt(result: .dismissed, vendorOutcome: "my card: dismissed", suppression: nil)
        case .failedToPresent:
            return DriverAttempt(result: .failed, vendorOutcome: "my card could not be shown", suppression: nil)
        case .presenterMissing:
            return DriverAttempt(
                result: .suppressed, vendorOutcome: "no presenter can show my card", suppression: .presenterMissing)
        }
    }

    func takeReports() async -> [AdapterReport] { await vendor.takeReports() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        .answeredOnceByPresenter("the app's card is answered once by the presenter")
    }

    func stop() async { await vendor.stop() }
}
