import ActitoAdapter
import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import ActitoConformance

@Suite struct ActitoDriverTests {
    @Test func profileDeclaresTheAdapter() {
        let profile = AdapterDescriptor.actito.profile
        #expect(AdapterDescriptor.actito.name == "Actito")
        #expect(profile.capabilities == [.pushEvents, .notificationOptions, .registration, .provisionalUpgrade])
        #expect(profile.policy?.provisional == .upgrade, "default options upgrade provisional users")
        #expect(!profile.capabilities.contains(.softAskCard))
        #expect(profile.policy?.registration == .always)
        #expect(profile.policy?.throttle == ThrottlePolicy.none)
        #expect(profile.quirks.count >= 3)
        #expect(profile.quirks.map(\.summary).contains("string aps.alert classified as silent"))
        #expect(profile.reporting(of: .registered) == nil, "didChangeSubscription reports token changes only")
        #expect(profile.pushSamples.contains(where: \.recognised) && profile.pushSamples.contains { !$0.recognised })
    }

    @Test func declaredDefaultOptionsAreTheOnesInUse() async throws {
        let device = SimulatedDevice()
        let driver = try #require(await AdapterDescriptor.actito.makeDriver(device.environment) as? ActitoDriver)
        #expect(await driver.notificationOptions() == AdapterDescriptor.actito.profile.defaultOptions)
    }

    @Test(arguments: [
        (AuthorizationStatus.notDetermined, PrimerResult.granted, 1),
        (.denied, .denied, 0), (.authorized, .granted, 0), (.ephemeral, .granted, 0),
    ])
    func presentPrimerIsTheEnableCall(status: AuthorizationStatus, result: PrimerResult, prompts: Int) async {
        let device = SimulatedDevice(status: status)
        let driver = await AdapterDescriptor.actito.makeDriver(device.environment)
        let attempt = await driver.presentPrimer()
        #expect(attempt.result == result)
        #expect(device.promptsShown == prompts)
        #expect(device.cardsShown == 0)
        let reports = await driver.takeReports()
        // The token is new: the subscription change is heard on the main actor, as a vendor report only.
        #expect(
            reports.contains {
                $0.vendorForm.hasPrefix("delegate.didChangeSubscription(") && $0.event == nil
                    && $0.onMainThread == true
            })
        #expect(!reports.contains { $0.event == .registered })
        #expect(reports.last?.event == (result == .granted ? .permissionGranted : .permissionDenied))
        #expect(await driver.takeReports().isEmpty)
    }

    @Test func deliveredPushesReachTheDelegateOnTheMainActor() async throws {
        let device = SimulatedDevice(status: .authorized)
        let driver = try #require(await AdapterDescriptor.actito.makeDriver(device.environment) as? ActitoDriver)
        // The driver's app is configured with an application id: its pushes name it.
        let actito = Payloads.actito.replacingOccurrences(
            of: #""x-sender":"notificare","#,
            with: #""x-sender":"notificare","x-application":"\#(ActitoDriver.applicationId)","#)
        #expect(await driver.deliverPush(PushDelivery(.received, payloadJSON: actito)))
        #expect(await driver.deliverPush(PushDelivery(.received, payloadJSON: Payloads.actito)))
        #expect(await driver.deliverPush(PushDelivery(.opened, payloadJSON: Payloads.foreign)))
        #expect(
            await driver.deliverPush(
                PushDelivery(
                    .openedAction(identifier: "Open", responseText: nil),
                    payloadJSON: actito)))
        #expect(await driver.deliverPush(PushDelivery(.received, payloadJSON: "not json")))
        let reports = await driver.takeReports()
        #expect(
            reports.map(\.vendorForm) == [
                "delegate.didReceiveNotification(n-1, standard)",
                "delegate.didOpenUnknownNotification",
                "delegate.didOpenAction(Open, n-1)",
                "delegate.didReceiveUnknownNotification",
            ])
        #expect(reports.allSatisfy { $0.onMainThread == true })
        // The payload without x-application is another application's: no callback, a diagnostic.
        #expect(device.diagnostics.map(\.code).contains("actito.otherApplication"))
    }

    @Test(arguments: [false, true])
    func missingSettingsHandlerIsDiagnosedAtEnable(handlesSettingsLink: Bool) async throws {
        let device = SimulatedDevice()
        let driver = try #require(await AdapterDescriptor.actito.makeDriver(device.environment) as? ActitoDriver)
        let options = NotificationOptions(authorization: [.alert, .providesAppNotificationSettings])
        #expect(await driver.configureOptions(options, handlesSettingsLink: handlesSettingsLink))
        #expect(await driver.notificationOptions()?.authorization == [.alert, .providesAppNotificationSettings])
        _ = await driver.presentPrimer()
        #expect(device.diagnostics.contains { $0.code == "options.settingsHandlerMissing" } == !handlesSettingsLink)
        #expect(device.trace.contains(.requestAuthorization([.alert, .providesAppNotificationSettings])))
        // With or without a delegate the driver hears the events (without one, through the core router).
        let subscription = handlesSettingsLink ? "delegate.didChangeSubscription(" : "events.subscriptionChanged("
        #expect(await driver.takeReports().contains { $0.vendorForm.hasPrefix(subscription) && $0.event == nil })
    }

    @Test func aRelaunchedDriverKeepsTheSubscription() async {
        let device = SimulatedDevice(status: .authorized)
        let first = await AdapterDescriptor.actito.makeDriver(device.environment)
        _ = await first.presentPrimer()
        device.relaunch()
        let second = await AdapterDescriptor.actito.makeDriver(device.environment)
        _ = await second.presentPrimer()
        #expect(await second.takeReports().map(\.vendorForm) == ["enableRemoteNotifications() -> true"])
    }
}
