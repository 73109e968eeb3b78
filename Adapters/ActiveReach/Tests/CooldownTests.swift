import ActiveReachAdapter
import ActiveReachConformance
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The cooldown: exact boundaries, relaunch, shared stores, clearing, hostile stored values.
@Suite struct CooldownTests {
    static let week: Double = 7 * 86_400

    @Test(arguments: [(week - 1, true), (week, false), (week + 1, false), (0, true)])
    func cooldownEndsExactlySevenDaysAfterLater(_ elapsed: Double, _ inCooldown: Bool) async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        await primer.laterTappedAsync(config: PrimerFixture.config)
        fixture.device.clock.advance(by: elapsed)
        #expect(primer.isInCooldown(cooldownDays: 7) == inCooldown)
    }

    @Test(arguments: [
        (1, 86_399.0, true), (1, 86_400.0, false), (30, 29 * 86_400.0, true), (0, 0.0, false),
        (-3, 0.0, false), (Int.max, 10 * 365 * 86_400.0, true),
    ])
    func cooldownFollowsTheDaysAskedFor(_ days: Int, _ elapsed: Double, _ inCooldown: Bool) async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        await primer.dismissedAsync(config: PrimerFixture.config)
        fixture.device.clock.advance(by: elapsed)
        #expect(primer.isInCooldown(cooldownDays: days) == inCooldown)
    }

    /// The seed: Later and dismiss record the cooldown "so the primer doesn't immediately re-appear".
    /// The fire-and-forget buttons record it at the call, so an `isInCooldown` right after one already
    /// says so, even while the action (its status read) is still under way.
    @Test(arguments: [true, false])
    func theCooldownHoldsFromTheButtonCallOn(dismiss: Bool) async {
        let fixture = PrimerFixture()
        let statusReads = HeldStatusReads(device: fixture.device)
        var environment = fixture.device.environment
        environment.permissions = statusReads
        let primer = InAppPushPrimer(emit: fixture.emitter, environment: environment)
        let buttons = SampleCardButtons(primer: primer, config: PrimerFixture.config)
        if dismiss { buttons.onDismiss() } else { buttons.onLater() }
        let skip = primer.isInCooldown(cooldownDays: PrimerFixture.config.cooldownDays)
        statusReads.release()
        await primer.waitUntilIdle()
        #expect(skip, "a declined card must not re-appear at once")
        #expect(fixture.emitted.all.map(\.name) == [dismiss ? "in_app.dismissed" : "push_primer.later_tapped"])
    }

    /// Each Later reports the cooldown of the config it was called with, even when two are queued for the
    /// same campaign (before and after the operator changed its cooldown).
    @Test func laterTappedReportsTheCooldownOfItsOwnConfig() async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        var short = PrimerFixture.config
        short.cooldownDays = 3
        var long = PrimerFixture.config
        long.cooldownDays = 14
        SampleCardButtons(primer: primer, config: short).onLater()
        SampleCardButtons(primer: primer, config: long).onLater()
        await primer.waitUntilIdle()
        #expect(fixture.emitted.all.map { $0.properties["cooldownDays"] } == ["3", "14"])
    }

    /// A campaign with no cooldown starts none: its Later or dismiss leaves no stamp that another
    /// campaign's cooldown check would then read (the cooldown is one per app); one day is a cooldown
    /// like any other.
    @Test(arguments: [(0, true, false), (0, false, false), (1, true, true), (1, false, true)])
    func aCampaignStartsACooldownOnlyWithDaysToKeep(days: Int, dismiss: Bool, inCooldown: Bool) async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        var config = PrimerFixture.config
        config.cooldownDays = days
        if dismiss {
            await primer.dismissedAsync(config: config)
        } else {
            await primer.laterTappedAsync(config: config)
        }
        #expect(primer.isInCooldown(cooldownDays: 7) == inCooldown)
        #expect(fixture.emitted.all.map { $0.properties["cooldownDays"] } == ["\(days)"])
    }

    @Test func displayAndAllowDoNotStartTheCooldown() async {
        let fixture = PrimerFixture(user: .answering(card: .accept, prompt: .dontAllow))
        let primer = fixture.primer()
        await primer.displayedAsync(config: PrimerFixture.config)
        await primer.allowTappedAsync(config: PrimerFixture.config)
        #expect(primer.isInCooldown(cooldownDays: 7) == false)
    }

    @Test func cooldownSurvivesARelaunch() async {
        let fixture = PrimerFixture()
        await fixture.primer().laterTappedAsync(config: PrimerFixture.config)
        fixture.device.relaunch()
        fixture.device.clock.advance(by: Self.week - 1)
        let relaunched = fixture.primer()
        #expect(relaunched.isInCooldown(cooldownDays: 7))
        fixture.device.clock.advance(by: 1)
        #expect(relaunched.isInCooldown(cooldownDays: 7) == false)
    }

    @Test func primersOverOneSharedStoreShareTheCooldown() async {
        let shared = InMemoryStore()
        let app = PrimerFixture()
        let widget = PrimerFixture()
        await app.primer(store: shared).laterTappedAsync(config: PrimerFixture.config)
        #expect(widget.primer(store: shared).isInCooldown(cooldownDays: 7))
        #expect(widget.primer().isInCooldown(cooldownDays: 7) == false)
        widget.primer(store: shared).clearCooldown()
        #expect(app.primer(store: shared).isInCooldown(cooldownDays: 7) == false)
    }

    @Test func clearCooldownLetsTheCardShowAgainAfterARelaunch() async {
        let fixture = PrimerFixture(user: .answering(card: .later))
        let driver = await AdapterDescriptor.activeReach.makeDriver(fixture.device.environment)
        #expect(await driver.presentPrimer().result == .later)
        #expect(await driver.presentPrimer().result == .suppressed)
        fixture.device.relaunch()
        let primer = fixture.primer()
        primer.clearCooldown()
        #expect(primer.isInCooldown(cooldownDays: 7) == false)
        primer.clearCooldown()
        let relaunched = await AdapterDescriptor.activeReach.makeDriver(fixture.device.environment)
        #expect(await relaunched.presentPrimer().result == .later)
    }

    @Test(arguments: [StoredValue.string("yesterday"), .double(.greatestFiniteMagnitude), .bool(true), .data([1, 2])])
    func unreadableStampsMeanNoCooldownAndAreReported(_ stored: StoredValue) async throws {
        let fixture = PrimerFixture()
        try fixture.device.disk.setValue(stored, forKey: ActiveReachPolicy.cooldownStorageKey)
        let primer = fixture.primer()
        #expect(primer.isInCooldown(cooldownDays: 7) == false)
        #expect(!fixture.device.diagnostics.isEmpty)
        await primer.laterTappedAsync(config: PrimerFixture.config)
        #expect(primer.isInCooldown(cooldownDays: 7))
    }

    /// A megabyte under the key (an app's bug, or a hostile backup) is not copied into a diagnostic on
    /// every read: the message quotes its type, its length and a short prefix.
    @Test(arguments: [
        StoredValue.string(String(repeating: "x", count: 1 << 20)),
        .string("e" + String(repeating: "\u{301}", count: 1 << 18)), .data([UInt8](repeating: 7, count: 1 << 20)),
    ])
    func aHugeWrongTypedStampIsNoCooldownAndReportedBriefly(_ stored: StoredValue) throws {
        let fixture = PrimerFixture()
        try fixture.device.disk.setValue(stored, forKey: ActiveReachPolicy.cooldownStorageKey)
        let primer = fixture.primer()
        #expect(primer.isInCooldown(cooldownDays: 7) == false)
        #expect(primer.isInCooldown(cooldownDays: 7) == false)
        let messages = fixture.device.diagnostics.filter { $0.code == "store.corruptValue" }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains(ActiveReachPolicy.cooldownStorageKey) && $0.utf8.count < 300 })
    }

    @Test func aClockMovedBackADayKeepsTheCooldownBounded() async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        await primer.laterTappedAsync(config: PrimerFixture.config)
        fixture.device.clock.advance(days: -1)
        #expect(primer.isInCooldown(cooldownDays: 7))
        fixture.device.clock.advance(days: 8)
        #expect(primer.isInCooldown(cooldownDays: 7) == false)
    }
}
