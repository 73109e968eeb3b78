import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// `AdapterDescriptor.pushwoosh`: a driver built only on the public builder API, and a profile that says
/// what it does.
@Suite struct DescriptorTests {
    @Test(arguments: [
        (CardAnswer.accept, SystemPromptAnswer.allow, PrimerResult.granted, ".accepted",
         [PrimerEventName.allowTapped, .permissionGranted, .registered]),
        (.accept, .dontAllow, .denied, ".accepted", [.allowTapped, .permissionDenied, .registered]),
        (.later, .allow, .later, ".declined", [.laterTapped]),
        (.dismiss, .allow, .dismissed, ".declined", [.dismissed]),
    ])
    func theDriverReportsWhatTheAppHears(card: CardAnswer, prompt: SystemPromptAnswer, result: PrimerResult,
                                         vendor: String, events: [PrimerEventName]) async {
        let device = SimulatedDevice(user: .answering(card: card, prompt: prompt))
        let driver = await AdapterDescriptor.pushwoosh.makeDriver(device.environment)
        let attempt = await driver.presentPrimer()
        #expect(attempt.result == result)
        #expect(attempt.vendorOutcome == vendor)
        #expect(await driver.takeReports().compactMap(\.event) == events)
        #expect(await driver.takeReports().isEmpty)
    }

    @Test func aDeniedUsersSettingsRoundTripIsReportedAfterwards() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept, inSettings: .enable))
        let driver = await AdapterDescriptor.pushwoosh.makeDriver(device.environment)
        #expect(await driver.presentPrimer().result == .redirectedToSettings)
        #expect(await driver.takeReports().compactMap(\.event) == [.allowTapped, .redirectedToSettings])
        await device.returnToForeground()
        #expect(await driver.takeReports().compactMap(\.event) == [.settingsReturned, .registered])
    }

    @Test func aRelaunchedDriverKeepsTheThrottle() async {
        let descriptor = PushwooshProfile.descriptor { PushwooshProfile.basicCard($0).minInterval(60) }
        let device = SimulatedDevice(user: .answering(card: .later))
        #expect(await descriptor.makeDriver(device.environment).presentPrimer().result == .later)
        device.relaunch()
        let relaunched = await descriptor.makeDriver(device.environment)
        #expect(await relaunched.presentPrimer().result == .suppressed)
        #expect(descriptor.profile.capabilities.contains(.throttle))
        #expect(descriptor.profile.policy?.throttle.period == 60)
    }

    @Test func theProfileDeclaresPolicyAndQuirks() throws {
        let profile = AdapterDescriptor.pushwoosh.profile
        let policy = try #require(profile.policy)
        #expect(profile.adapter == "Pushwoosh")
        #expect(policy.provisional == .treatAsAuthorized)
        #expect(policy.ephemeral == .askLikeNotDetermined)
        #expect(policy.denied == .openSettings)
        #expect(policy.registration == .always)
        #expect(policy.throttle.storageKey == "PWPushPrimerLastShownAt")
        #expect(policy.throttle.period == nil)
        #expect(profile.capabilities == [.softAskCard, .settingsFallback, .registration])
        #expect(profile.quirks.contains { $0.summary == ".accepted is not a grant" })
        #expect(profile.reporting(of: .displayed) == nil, "the vendor has no display callback")
        let withoutFallback = PushwooshProfile.descriptor { PushwooshProfile.basicCard($0).fallbackToSettings(false) }
        #expect(withoutFallback.profile.policy?.denied == .suppress)
        #expect(!withoutFallback.profile.capabilities.contains(.settingsFallback))
    }
}
