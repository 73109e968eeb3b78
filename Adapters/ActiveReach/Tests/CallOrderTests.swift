import ActiveReachAdapter
import PrimerSimulator
import Testing

/// Calls the app makes one after another take effect in that order, in the seed samples' own sequences:
/// a button handler, then the cooldown management or a query, with nothing awaited in between.
@Suite struct CallOrderTests {
    /// Sample 3's Later or dismiss, then sample 4's `clearCooldown()` at once: the clear is the last word.
    @Test(arguments: [false, true])
    func aClearRightAfterLaterOrDismissLeavesNoCooldown(dismiss: Bool) async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        let buttons = SampleCardButtons(primer: primer, config: PrimerFixture.config)
        if dismiss { buttons.onDismiss() } else { buttons.onLater() }
        #expect(cooldownManagement(primer: primer, config: PrimerFixture.config), "the button stamped at the call")
        await primer.waitUntilIdle()
        #expect(!primer.isInCooldown(cooldownDays: PrimerFixture.config.cooldownDays))
    }

    /// The cooldown counts from the tap: a clock that moves before the tap's work runs does not move it.
    @Test func theCooldownCountsFromTheTapNotFromWhenItsWorkRuns() async {
        let fixture = PrimerFixture()
        let primer = fixture.primer()
        let week = 7 * 86_400.0
        SampleCardButtons(primer: primer, config: PrimerFixture.config).onLater()
        fixture.device.clock.advance(by: week - 1)
        await primer.waitUntilIdle()
        #expect(primer.isInCooldown(cooldownDays: 7))
        fixture.device.clock.advance(by: 1)
        #expect(!primer.isInCooldown(cooldownDays: 7), "seven days after the tap the cooldown is over")
    }

    /// Allow tapped (granted), then the status query at once: it answers after the Allow.
    @Test func aQueryRightAfterAllowAnswersAfterIt() async {
        let fixture = PrimerFixture(user: ScriptedUser(promptAnswers: [.allow]))
        let primer = fixture.primer()
        let buttons = SampleCardButtons(primer: primer, config: PrimerFixture.config)
        primer.displayed(config: PrimerFixture.config)
        buttons.onAllow()
        #expect(await primer.isAlreadyAuthorized())
        #expect(
            fixture.takeNames() == ["in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_granted"])
    }
}
