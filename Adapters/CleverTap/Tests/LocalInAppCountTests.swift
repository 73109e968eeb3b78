import CleverTapAdapter
import CleverTapConformance
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The local in-app display count is persisted under the vendor's key, counted once per primer shown.
@Suite struct LocalInAppCountTests {
    @Test func eachPrimerShownCountsOnceAndTheCountSurvivesARelaunch() async {
        let fixture = CleverTapFixture(user: .answering(card: .later))
        let settings = CleverTapProfile.sampleInApp().getSettings()
        _ = await fixture.cleverTap.promptPushPrimerAsync(settings)
        _ = await fixture.cleverTap.promptPushPrimerAsync(settings)
        #expect(fixture.cleverTap.localInAppCount == 2)
        #expect(fixture.device.disk.value(forKey: "WizRocketlocal_in_app_count") == .int(2))

        fixture.device.relaunch()
        let relaunched = CleverTap(environment: fixture.device.environment)
        #expect(relaunched.localInAppCount == 2)
        _ = await relaunched.promptPushPrimerAsync(settings)
        #expect(relaunched.localInAppCount == 3)
    }

    @Test func primersNotShownAreNotCounted() async {
        let allowed = CleverTapFixture(status: .authorized)
        _ = await allowed.cleverTap.promptPushPrimerAsync(CleverTapProfile.sampleInApp().getSettings())
        #expect(allowed.cleverTap.localInAppCount == 0)

        let unreadable = CleverTapFixture()
        _ = await unreadable.cleverTap.promptPushPrimerAsync(["type": "alert-template"])
        #expect(unreadable.cleverTap.localInAppCount == 0)
        #expect(unreadable.device.disk.value(forKey: CleverTap.localInAppCountKey) == nil)
    }

    /// A count at `Int.max` stays there, one that is no number starts again, and a whole `Double` counts
    /// on as the number it is (the vendor reads any `NSNumber`'s `longLongValue`).
    @Test(arguments: [(StoredValue.int(.max), Int.max), (.string("7"), 1), (.double(3), 4), (.double(3.5), 1)])
    func aCorruptCountIsToleratedAndShowsTheCard(stored: StoredValue, after: Int) async throws {
        let fixture = CleverTapFixture(user: .answering(card: .later))
        try fixture.device.disk.setValue(stored, forKey: CleverTap.localInAppCountKey)
        _ = await fixture.cleverTap.promptPushPrimerAsync(CleverTapProfile.sampleInApp().getSettings())
        #expect(fixture.device.cardsShown == 1)
        #expect(fixture.cleverTap.localInAppCount == after)
    }

    @Test func theHardAskIsNotALocalInApp() async {
        let fixture = CleverTapFixture()
        fixture.cleverTap.prompt(forPushPermission: true)
        await fixture.cleverTap.waitUntilIdle()
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.cleverTap.localInAppCount == 0)
    }
}

/// Like the vendor's, an instance reads the status when it starts and when the app becomes active, once
/// for that foreground.
@Suite struct StatusRefreshTests {
    @Test func startingReadsTheStatusOnce() async {
        let fixture = CleverTapFixture(status: .denied)
        await fixture.cleverTap.waitUntilIdle()
        #expect(fixture.device.statusReads == 1)
    }

    @Test func becomingActiveReadsTheStatusAndTheNextCallUsesThatRead() async {
        let fixture = CleverTapFixture(status: .authorized)
        await fixture.cleverTap.waitUntilIdle()
        let atStart = fixture.device.statusReads
        fixture.device.changeInSettings(to: .denied)
        await fixture.device.returnToForeground()
        #expect(fixture.device.statusReads == atStart + 1)

        let heard = ReportLog<AuthorizationStatus>()
        fixture.cleverTap.getNotificationPermissionStatus { heard.append($0) }
        await fixture.cleverTap.waitUntilIdle()
        #expect(heard.all == [.denied])
        #expect(fixture.device.statusReads == atStart + 1)
    }
}
