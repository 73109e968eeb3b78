import ActiveReachAdapter
import ActiveReachConformance
import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The descriptor's driver follows the seed's flow and reports every emitted event.
@Suite struct DriverTests {
    @Test func theDriverSkipsAuthorizedUsersAndCooldownsLikeTheSampleApp() async {
        let device = SimulatedDevice(user: ScriptedUser(cardAnswers: [.later, .accept]))
        let driver = await AdapterDescriptor.activeReach.makeDriver(device.environment)
        #expect(
            await driver.presentPrimer()
                == DriverAttempt(result: .later, vendorOutcome: "push_primer.later_tapped", suppression: nil))
        #expect(
            await driver.presentPrimer()
                == DriverAttempt(result: .suppressed, vendorOutcome: "isInCooldown → true", suppression: .throttled))
        device.clock.advance(days: 7)
        device.relaunch()
        let relaunched = await AdapterDescriptor.activeReach.makeDriver(device.environment)
        #expect(await relaunched.presentPrimer().result == .granted)
        #expect(
            await relaunched.presentPrimer()
                == DriverAttempt(
                    result: .suppressed, vendorOutcome: "isAlreadyAuthorized → true", suppression: .alreadyAuthorized))
        #expect(await driver.takeReports().compactMap(\.event) == [.displayed, .laterTapped])
        let reports = await relaunched.takeReports()
        #expect(reports.compactMap(\.event) == [.displayed, .allowTapped, .permissionGranted])
        #expect(
            reports.first?.vendorForm == "emit(\"in_app.displayed\", [campaignId: campaign_123, status: notDetermined])"
        )
        #expect(await relaunched.takeReports().isEmpty)
    }

    @Test func aCardThatCannotBePresentedIsStillRecordedAsDisplayedLikeTheSampleApp() async {
        let device = SimulatedDevice(user: ScriptedUser(cardAnswers: [.failedToPresent, .later]))
        let driver = await AdapterDescriptor.activeReach.makeDriver(device.environment)
        #expect(
            await driver.presentPrimer()
                == DriverAttempt(
                    result: .suppressed, vendorOutcome: "card not presented", suppression: .presentationFailed))
        #expect(await driver.takeReports().compactMap(\.event) == [.displayed])
        #expect(await driver.presentPrimer().result == .later, "no cooldown from a card that never showed")
    }

    @Test func concurrentPresentsShowOneCard() async {
        let device = SimulatedDevice()
        let driver = await AdapterDescriptor.activeReach.makeDriver(device.environment)
        let first = Task { await driver.presentPrimer() }
        let second = Task { await driver.presentPrimer() }
        let third = Task { await driver.presentPrimer() }
        let results = await [first.value.result, second.value.result, third.value.result]
        #expect(results.count { $0 == .granted } == 1)
        #expect(results.count { $0 == .suppressed } == 2)
        #expect(device.cardsShown == 1)
        #expect(device.promptsShown == 1)
    }

    @Test func aDeniedUsersAllowIsReportedAsASettingsRedirect() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept, inSettings: .enable))
        let driver = await AdapterDescriptor.activeReach.makeDriver(device.environment)
        #expect(await driver.presentPrimer().result == .redirectedToSettings)
        await device.returnToForeground()
        let reports = await driver.takeReports()
        #expect(reports.compactMap(\.event) == [.displayed, .allowTapped, .redirectedToSettings, .settingsReturned])
        #expect(reports[2].vendorForm.hasPrefix("emit(\"push_primer.permission_denied\""))
    }

    @Test func theProfileDeclaresWhatTheAdapterReports() {
        let profile = AdapterDescriptor.activeReach.profile
        #expect(AdapterDescriptor.activeReach.name == "ActiveReach")
        #expect(profile.module == "ActiveReachAdapter")
        for event in PushPrimerFunnel.events {
            #expect(profile.reporting(of: event)?.contains(event.rawValue) == true, "\(event)")
        }
        #expect(profile.reporting(of: .registered) == nil)
        #expect(profile.policy?.throttle.stampedOn == [.later, .dismissed])
        #expect(profile.policy?.throttle.period == TimeInterval(7 * 86_400))
        #expect(profile.capabilities.contains([.softAskCard, .throttle, .campaigns]))
        #expect(!profile.quirks.isEmpty)
    }
}
