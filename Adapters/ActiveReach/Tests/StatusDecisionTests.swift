import ActiveReachAdapter
import ActiveReachConformance
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// What the docs leave open and the adapter decided (ActiveReachProfile.decisions): provisional, ephemeral,
/// denied and already-authorized users.
@Suite struct StatusDecisionTests {
    @Test func theDecisionsAreDeclaredInTheProfile() {
        let profile = AdapterDescriptor.activeReach.profile
        #expect(profile.policy?.provisional == .upgrade)
        #expect(profile.policy?.ephemeral == .treatAsAuthorized)
        #expect(profile.policy?.denied == .openSettings)
        for word in ["Provisional", "Ephemeral", "Denied"] {
            #expect(profile.decisions.contains { $0.hasPrefix(word) }, "no decision about \(word)")
        }
    }

    @Test(arguments: [
        (AuthorizationStatus.notDetermined, false), (.provisional, false), (.denied, false),
        (.authorized, true), (.ephemeral, true),
    ])
    func isAlreadyAuthorized(_ status: AuthorizationStatus, _ expected: Bool) async {
        let primer = PrimerFixture(status: status).primer()
        #expect(await primer.isAlreadyAuthorized() == expected)
    }

    @Test(arguments: [SystemPromptAnswer.allow, .dontAllow])
    func provisionalUsersAreUpgradedWithTheRealPrompt(_ answer: SystemPromptAnswer) async {
        let fixture = PrimerFixture(status: .provisional, user: .answering(card: .accept, prompt: answer))
        let outcome = await fixture.primer().allowTappedAsync(config: PrimerFixture.config)
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.trace.first == "request(badge,sound,alert)")
        let granted = answer == .allow
        #expect(outcome.result == (granted ? .granted : .denied))
        #expect(
            fixture.emitted.all.map(\.name) == [
                "push_primer.allow_tapped",
                granted ? "push_primer.permission_granted" : "push_primer.permission_denied",
            ])
        #expect(fixture.emitted.all.last?.properties["status"] == (granted ? "authorized" : "denied"))
    }

    @Test(arguments: [AuthorizationStatus.ephemeral, .authorized])
    func allowWhenAlreadyAuthorizedEmitsGrantedWithoutARequest(_ status: AuthorizationStatus) async {
        let fixture = PrimerFixture(status: status)
        let outcome = await fixture.primer().allowTappedAsync(config: PrimerFixture.config)
        #expect(outcome.result == .granted)
        #expect(fixture.device.requests == 0)
        #expect(fixture.emitted.all.map(\.name) == ["push_primer.allow_tapped", "push_primer.permission_granted"])
        #expect(fixture.emitted.all.last?.properties["status"] == status.description)
    }

    @Test(arguments: [SettingsAction.enable, .leave])
    func deniedUsersAreSentToSettingsAndReadAgainOnReturn(_ action: SettingsAction) async {
        let fixture = PrimerFixture(status: .denied, user: .answering(card: .accept, inSettings: action))
        var primer: InAppPushPrimer? = fixture.primer()
        let outcome = await primer?.allowTappedAsync(config: PrimerFixture.config)
        #expect(outcome?.result == .redirectedToSettings)
        #expect(fixture.device.requests == 0)
        let denied = fixture.emitted.drain()
        #expect(denied.map(\.name) == ["push_primer.allow_tapped", "push_primer.permission_denied"])
        #expect(denied.last?.properties["settingsOpened"] == "true")
        #expect(denied.last?.properties["status"] == "denied")

        // The device's engine waits for the return, not the primer: releasing it loses nothing.
        primer = nil
        await fixture.device.returnToForeground()
        let enabled = action == .enable
        #expect(fixture.emitted.all.map(\.name) == ["push_primer.settings_returned"])
        #expect(fixture.emitted.all.first?.properties["status"] == (enabled ? "authorized" : "denied"))
        #expect(fixture.trace == (enabled ? ["settings", "foreground", "register"] : ["settings", "foreground"]))
    }
}
