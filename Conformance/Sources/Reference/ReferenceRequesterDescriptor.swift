import PrimerCore

extension AdapterDescriptor {
    /// The card-less reference with its Settings fallback on (a yardstick for card-less adapters).
    public static let referenceCardless = ReferenceRequesterDriver.descriptor()
}

/// Drives a ``ReferenceRequester`` for the suite and `primer-lab`: every attempt is
/// `requestPermission(fallbackToSettings:)`.
public struct ReferenceRequesterDriver: PrimerDriver {
    /// The requester under test.
    public let requester: ReferenceRequester
    /// What the app passes as `fallbackToSettings`.
    public let fallbackToSettings: Bool

    /// Wraps `requester`.
    public init(requester: ReferenceRequester, fallbackToSettings: Bool = true) {
        self.requester = requester
        self.fallbackToSettings = fallbackToSettings
    }

    /// A descriptor building a fresh requester for every environment, declaring the fallback on, whose
    /// driver passes `fallbackToSettings` (a test passes `false` to break the declaration).
    public static func descriptor(fallbackToSettings: Bool = true) -> AdapterDescriptor {
        AdapterDescriptor(profile: ReferenceRequesterProfile.profile) { environment in
            ReferenceRequesterDriver(
                requester: ReferenceRequester(environment: environment), fallbackToSettings: fallbackToSettings)
        }
    }

    /// One request; the canonical result is also the vendor's word.
    public func presentPrimer() async -> DriverAttempt {
        let outcome = await requester.requestPermission(fallbackToSettings: fallbackToSettings)
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    /// The canonical events since the last call.
    public func takeReports() async -> [AdapterReport] {
        requester.takeReports()
    }

    /// No card: the app's own button makes the request.
    public func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    /// Nothing to stop: the requester starts nothing that outlives a call.
    public func stop() async {}
}
