import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// A correct card-less adapter that registers after a grant (OneSignal's shape) and whose calls reach the
/// device's engine only after `hops` extra scheduler turns, as a call handed to a task of its own does on a
/// busy machine. The delay is forced (a number of yields), never a sleep.
struct LateRequesterDriver: PrimerDriver {
    let requester: ReferenceRequester
    let hops: Int

    static func descriptor(hops: Int) -> AdapterDescriptor {
        var profile = ReferenceRequesterProfile.profile
        profile.adapter = "LateRequester"
        profile.policy?.registration = .afterGrant
        profile.capabilities.insert(.registration)
        return AdapterDescriptor(profile: profile) { environment in
            LateRequesterDriver(
                requester: ReferenceRequester(
                    environment: environment, policy: PrimerPolicy(registration: .afterGrant)),
                hops: hops)
        }
    }

    func presentPrimer() async -> DriverAttempt {
        for _ in 0..<hops { await Task.yield() }
        let outcome = await requester.requestPermission(fallbackToSettings: true)
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] { requester.takeReports() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    /// Nothing to stop: the requester starts nothing that outlives a call.
    func stop() async {}
}
