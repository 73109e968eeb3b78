import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import PushwooshConformance
import Testing

/// `AdapterDescriptor.pushwoosh`: a driver built only on the public builder API, and a profile that says
/// what it does.
@Suite struct DescriptorTests {
    @Test(arguments: [
        (
            CardAnswer.accept, SystemPromptAnswer.allow, PrimerResult.granted, ".accepted",
            [PrimerEventName.allowTapped, .permissionGranted, .registered]
        ),
        (.accept, .dontAllow, .denied, ".accepted", [.allowTapped, .permissionDenied, .registered]),
        (.later, .allow, .later, ".declined", [.laterTapped]),
        (.dismiss, .allow, .dismissed, ".declined", [.dismissed]),
    ])
    func theDriverReportsWhatTheAppHears(
        card: CardAnswer, prompt: SystemPromptAnswer, result: PrimerResult,
        vendor: String, events: [PrimerEventName]
    ) async {
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

    /// The profile states the vendor's documented defaults as literals and the driver leaves them to the
    /// builder, so the builder must start from the same ones (a wrong default then fails the suite too).
    @Test func theBuilderStartsFromTheDocumentedDefaults() {
        let builderDefaults = PWPushPrimerConfiguration()
        #expect(builderDefaults.fallbackToSettings == PushwooshProfile.documentedDefaults.fallbackToSettings)
        #expect(builderDefaults.minInterval == PushwooshProfile.documentedDefaults.minInterval)
        #expect(PushwooshProfile.documentedDefaults.fallbackToSettings)
        #expect(PushwooshProfile.documentedDefaults.minInterval == 0)
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
        let settingsPage = try #require(profile.quirks.first { $0.summary.hasPrefix("Settings opens the app's page") })
        #expect(settingsPage.documented.contains("notification settings"))
        #expect(settingsPage.shipping.contains("UIApplicationOpenSettingsURLString"))
        #expect(profile.reporting(of: .displayed) == nil, "the vendor has no display callback")
        let withoutFallback = PushwooshProfile.descriptor { PushwooshProfile.basicCard($0).fallbackToSettings(false) }
        #expect(withoutFallback.profile.policy?.denied == .suppress)
        #expect(!withoutFallback.profile.capabilities.contains(.settingsFallback))
    }

    /// The seed: "on accept it routes the user to the app's notification settings". The adapter opens that
    /// page where iOS has a link to it (15.4 and later) and the app's page before, where the shipping SDK
    /// always opens the app's page (declared as a quirk above).
    @Test(arguments: [
        (15, 3, SettingsDestination.appSettings), (15, 4, .notificationSettings),
        (16, 0, .notificationSettings), (18, 2, .notificationSettings),
    ])
    func aDeniedAcceptOpensTheDocumentedSettingsPage(major: Int, minor: Int, page: SettingsDestination) {
        #expect(SettingsDestination.preferred(systemMajor: major, minor: minor) == page)
    }

    @Test func aDeniedAcceptOpensSettingsOnce() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept))
        let driver = await AdapterDescriptor.pushwoosh.makeDriver(device.environment)
        #expect(await driver.presentPrimer().vendorOutcome == ".redirectedToSettings")
        #expect(device.settingsOpened == 1)
        #expect(device.promptsShown == 0)
    }
}
