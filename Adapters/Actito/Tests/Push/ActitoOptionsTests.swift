import ActitoAdapter
import PrimerCore
import PrimerSimulator
import Testing

@MainActor @Suite struct ActitoOptionsTests {
    @Test func defaultsAreTheDocumentedOnes() {
        let fixture = ActitoFixture()
        #expect(fixture.push.authorizationOptions == [.alert, .badge, .sound])
        #expect(fixture.push.presentationOptions == [.banner, .sound, .badge])
        #expect(fixture.push.categoryOptions == [.customDismissAction, .hiddenPreviewsShowTitle])
    }

    @Test(arguments: [(10, false), (13, false), (14, true), (18, true)])
    func presentationDefaultDependsOnTheSystem(major: Int, banner: Bool) {
        let push = ActitoPush(environment: nil, systemMajorVersion: major)
        #expect(push.presentationOptions == (banner ? [.banner, .sound, .badge] : [.alert, .sound, .badge]))
    }

    /// `presentation: true` forces the options the vendor hard-codes per system
    /// (ActitoPushKit/Sources/Internals/NotificationCenter/ActitoNotificationCenterDelegate.swift,
    /// `userNotificationCenter(_:willPresent:)`: `[.banner, .badge, .sound]` from iOS 14,
    /// `[.alert, .badge, .sound]` before), whatever the app set.
    @Test(arguments: [(13, false), (14, true), (17, true)])
    func aForcedPresentationFollowsTheSystem(major: Int, banner: Bool) {
        let push = ActitoPush(environment: SimulatedDevice(status: .authorized).environment, systemMajorVersion: major)
        push.presentationOptions = [.list]
        let forced: [AnyHashable: Any] = [
            "aps": ["alert": ["body": "Hi"]], "x-sender": "notificare", "id": "m-1", "notificationId": "n-1",
            "presentation": true,
        ]
        #expect(
            push.userNotificationCenter(willPresent: forced)
                == (banner ? [.banner, .badge, .sound] : [.alert, .badge, .sound]))
        var plain = forced
        plain["presentation"] = false
        #expect(push.userNotificationCenter(willPresent: plain) == [.list])
    }

    @Test func overridesAreUsedForTheRequest() async throws {
        let fixture = ActitoFixture()
        fixture.push.authorizationOptions = [.alert, .sound, .criticalAlert]
        fixture.push.categoryOptions = [.allowAnnouncement]
        _ = try await fixture.push.enableRemoteNotifications()
        #expect(fixture.device.trace.contains(.requestAuthorization([.alert, .sound, .criticalAlert])))
        #expect(fixture.push.categoryOptions == [.allowAnnouncement])
    }

    @Test func settingsOptionWithoutDelegateIsReportedAtEnable() async throws {
        let fixture = ActitoFixture()
        fixture.push.delegate = nil
        fixture.push.authorizationOptions = [.alert, .providesAppNotificationSettings]
        _ = try await fixture.push.enableRemoteNotifications()
        let diagnostic = fixture.device.diagnostics.first { $0.code == "options.settingsHandlerMissing" }
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message.contains("shouldOpenSettings") == true)
    }

    @Test func settingsOptionWithAHandlerIsFine() async throws {
        let fixture = ActitoFixture()
        fixture.push.authorizationOptions = [.alert, .providesAppNotificationSettings]
        _ = try await fixture.push.enableRemoteNotifications()
        fixture.push.userNotificationCenter(openSettingsFor: nil)
        #expect(!fixture.diagnosticCodes.contains("options.settingsHandlerMissing"))
        #expect(fixture.log.calls.last == "shouldOpenSettings(nil)")
    }

    @Test func aDelegateRelyingOnTheDefaultIsReportedWhenTheLinkIsUsed() {
        let fixture = ActitoFixture()
        let delegate = SilentDelegate()
        fixture.push.delegate = delegate
        fixture.push.authorizationOptions = [.alert, .providesAppNotificationSettings]
        fixture.push.userNotificationCenter(openSettingsFor: nil)
        fixture.push.userNotificationCenter(openSettingsFor: nil)
        #expect(fixture.diagnosticCodes.filter { $0 == "options.settingsHandlerMissing" }.count == 1)
    }

    @Test func withoutTheSettingsOptionNothingIsReported() async throws {
        let fixture = ActitoFixture()
        fixture.push.delegate = nil
        _ = try await fixture.push.enableRemoteNotifications()
        #expect(!fixture.diagnosticCodes.contains("options.settingsHandlerMissing"))
    }
}
