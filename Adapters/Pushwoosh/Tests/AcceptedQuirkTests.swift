import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
@_spi(AdapterAuthoring) import PrimerSimulator
import PushwooshAdapter
import Testing

/// The vendor reports `.accepted` as soon as the system request is made, before the user answers it;
/// the final answer comes later. The adapter does the same and also hands out the final answer.
@Suite struct AcceptedQuirkTests {
    @Test func acceptedArrivesWhileTheSystemPromptIsStillOpen() async {
        let fixture = PushwooshFixture(user: .answering(card: .accept, prompt: .dontAllow))
        let permissions = HeldPermissionRequests(fixture.device.environment.permissions)
        var environment = fixture.device.environment
        environment.permissions = permissions
        let runtime = PushwooshRuntime(environment: environment)
        let completions = ReportLog<PWPushPrimerOutcome>()
        let result = Task { await fixture.basic(runtime).presentAsync(completions.append) }
        await permissions.waitUntilRequested()
        #expect(completions.all == [.accepted], "completion before the OS answers")
        #expect(fixture.device.promptsShown == 0)
        permissions.letOneRequestThrough()
        let final = await result.value
        #expect(final.finalStatus == .denied, "the async form carries the real answer")
        #expect(completions.all == [.accepted], "and the completion is not called again")
    }

    @Test func theRegistrationCallbacksDeliverTheFinalAnswerAfterTheOutcome() async {
        let fixture = PushwooshFixture(user: .answering(card: .accept, prompt: .allow))
        let order = ReportLog<String>()
        fixture.runtime.configure.onPushRegistration { order.append("\($0.event.rawValue)") }
        _ = await fixture.basic().presentAsync { order.append("completion(\($0))") }
        #expect(order.all == ["completion(.accepted)", "push_primer.permission_granted", "push_primer.registered"])
    }

    @Test func theFireAndForgetFormCallsBackOnceAndCanBeAwaited() async {
        let fixture = PushwooshFixture(user: .answering(card: .accept))
        let completions = ReportLog<PWPushPrimerOutcome>()
        fixture.basic().present(completions.append)
        fixture.basic().present()
        await fixture.runtime.waitUntilIdle()
        #expect(completions.all == [.accepted])
        #expect(fixture.device.cardsShown == 1)
        #expect(fixture.device.status == .authorized)
    }

    @Test func aFailingRequestIsStillAccepted() async {
        let fixture = PushwooshFixture(user: .answering(card: .accept))
        fixture.device.requestFailure = "request refused"
        let (result, completions) = await fixture.present(fixture.basic())
        #expect(completions == [.accepted])
        #expect(
            result.primerOutcome
                == .failed(
                    .authorizationRequestFailed(ThrownError(reason: "request refused")), start: .notDetermined,
                    end: .notDetermined, campaignId: nil))
        // A failed request got no answer: the engine registers nothing (the vendor's callback may still
        // register; left as a known difference, see the README).
        #expect(fixture.device.registrations == 0)
    }

    @Test func settingsThatCannotOpenStillReportTheRedirectAsShipped() async {
        let fixture = PushwooshFixture(status: .denied, user: .answering(card: .accept))
        fixture.device.settingsAvailable = false
        let (result, completions) = await fixture.present(fixture.basic())
        #expect(completions == [.redirectedToSettings])
        #expect(
            result.primerOutcome
                == .denied(
                    start: .denied, end: .denied, requested: false, registration: nil, failure: .settingsUnavailable,
                    campaignId: nil))
    }

    @Test func aRegistrationErrorReachesTheCallback() async {
        let fixture = PushwooshFixture(user: .answering(card: .accept))
        fixture.device.registration = .failure("no aps-environment entitlement")
        _ = await fixture.basic().presentAsync()
        #expect(
            fixture.registrations.all.last
                == .registrationFailed(error: ThrownError(reason: "no aps-environment entitlement")))
    }
}
