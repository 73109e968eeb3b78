import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import RakutenConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// The primer button in every status, through the core's `SoftAskEngine`, over the simulated iOS.
@Suite("Push-primer button")
struct PushPrimerTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let status: AuthorizationStatus
        let legacyButton: Bool
        let shown: Bool
        let trace: [SystemCall]
        let notGrantedReported: Bool
        let end: AuthorizationStatus
        var testDescription: String { "\(status)\(legacyButton ? " (action 4)" : "")" }
    }

    static let options: AuthorizationOptions = [.sound, .alert, .badge]
    static let rows: [Row] = [
        Row(
            status: .notDetermined, legacyButton: false, shown: true,
            trace: [.requestAuthorization(options), .promptShown(answer: .allow), .registerForRemoteNotifications],
            notGrantedReported: false, end: .authorized),
        Row(
            status: .denied, legacyButton: false, shown: true,
            trace: [.settingsOpened, .requestAuthorization(options)], notGrantedReported: true, end: .denied),
        Row(
            status: .authorized, legacyButton: false, shown: false, trace: [], notGrantedReported: false,
            end: .authorized),
        Row(
            status: .authorized, legacyButton: true, shown: true, trace: [.registerForRemoteNotifications],
            notGrantedReported: false, end: .authorized),
        Row(
            status: .provisional, legacyButton: false, shown: true,
            trace: [.requestAuthorization(options), .promptShown(answer: .allow), .registerForRemoteNotifications],
            notGrantedReported: false, end: .authorized),
        Row(
            status: .ephemeral, legacyButton: false, shown: true, trace: [.registerForRemoteNotifications],
            notGrantedReported: false, end: .ephemeral),
    ]

    @Test(arguments: rows)
    func primerButtonPerStatus(_ row: Row) async {
        let campaign = CampaignData.onEvent(
            "p", primerButton: row.legacyButton ? nil : 2, legacyPrimer: row.legacyButton)
        let harness = Harness(status: row.status, campaigns: [campaign])
        let messaging = harness.launch()
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        let calls = harness.device.trace.filter { if case .cardShown = $0 { false } else { true } }
        #expect(harness.device.cardsShown == (row.shown ? 1 : 0))
        #expect(calls == row.trace)
        #expect(harness.device.status == row.end)
        let reported = harness.errors.all.contains { if case .pushPrimerNotGranted = $0 { true } else { false } }
        #expect(reported == row.notGrantedReported)
        if row.shown {
            #expect(harness.primerEvents.first == .displayed)
            #expect(harness.primerEvents.contains(.allowTapped))
        }
    }

    /// Events logged while an authorized user could not see the primer stay unconsumed (as in the
    /// vendor); once the user turns notifications off, one logEvent shows the campaign once, not once
    /// per leftover event.
    @Test func leftoverEventsShowThePrimerOncePerLogEvent() async {
        let harness = Harness(status: .authorized, campaigns: [.onEvent("p", infinite: true, primerButton: 2)])
        let messaging = harness.launch()
        for _ in 0..<3 { messaging.logEvent(CustomEvent(withName: "go")) }
        await messaging.waitUntilIdle()
        #expect(harness.device.cardsShown == 0)

        harness.device.changeInSettings(to: .denied)
        await harness.device.returnToForeground()
        harness.device.clearTrace()
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.device.cardsShown == 1)
        let calls = harness.device.trace.filter { if case .cardShown = $0 { false } else { true } }
        #expect(calls == [.settingsOpened, .requestAuthorization(Self.options)])
        #expect(harness.primerEvents.filter { $0 == .redirectedToSettings }.count == 1)
    }

    @Test func declinedPromptReachesErrorCallback() async {
        let harness = Harness(
            user: ScriptedUser(promptAnswers: [.dontAllow]), campaigns: [.onEvent("p", primerButton: 2)])
        let messaging = harness.launch()
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.errors.all == [.pushPrimerNotGranted(status: "denied")])
        #expect(harness.device.registrations == 0)
        #expect(
            harness.analytics.all.contains {
                $0.name == "_rem_iam_pushprimer" && $0.parameters["push_permission"] == "0"
            })
    }

    @Test func requestErrorReachesErrorCallback() async {
        let harness = Harness(campaigns: [.onEvent("p", primerButton: 2)])
        harness.device.requestFailure = "boom"
        let messaging = harness.launch()
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        let heard = harness.errors.all
        #expect(heard.map(\.description) == ["PushPrimer: requestAuthorization failed: boom"])
        guard case let .pushPrimerAuthorizationFailed(.authorizationRequestFailed(thrown))? = heard.first else {
            Issue.record("expected the request's failure, heard \(heard)")
            return
        }
        #expect(thrown.underlying as? SimulatedRequestError == SimulatedRequestError(description: "boom"))
    }

    @Test func optionsAreReadAtEachDisplay() async {
        let harness = Harness(status: .notDetermined, campaigns: [.onEvent("p", primerButton: 2)])
        let messaging = harness.launch()
        messaging.settings.pushPrimerAuthorizationOptions = [.badge, .provisional]
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.device.trace.contains(.requestAuthorization([.badge, .provisional])))
        #expect(harness.device.status == .provisional)
        #expect(harness.device.promptsShown == 0)
    }

    /// Options that ask for provisional authorization leave a provisional user nothing to upgrade to: the
    /// customJson primer campaign is not shown (a second primer after a quiet provisional grant would
    /// otherwise bring up the real prompt), and a legacy action-4 button grants without asking iOS.
    @Test(arguments: [false, true])
    func provisionalUsersHaveWhatProvisionalOptionsAskFor(legacyButton: Bool) async {
        let campaign = CampaignData.onEvent("p", primerButton: legacyButton ? nil : 2, legacyPrimer: legacyButton)
        let harness = Harness(status: .provisional, campaigns: [campaign])
        let messaging = harness.launch()
        messaging.settings.pushPrimerAuthorizationOptions = [.alert, .provisional]
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        let calls = harness.device.trace.filter { if case .cardShown = $0 { false } else { true } }
        #expect(harness.device.cardsShown == (legacyButton ? 1 : 0))
        #expect(calls == (legacyButton ? [.registerForRemoteNotifications] : []))
        #expect(harness.device.status == .provisional)
        #expect(harness.errors.all.isEmpty)
    }

    @Test(arguments: [
        (CampaignResponse(.button(0)), PrimerEventName.laterTapped), (CampaignResponse(.exit), .dismissed),
    ])
    func otherButtonOrExitNeverRequests(response: CampaignResponse, event: PrimerEventName) async {
        let harness = Harness(campaigns: [.onEvent("p", primerButton: 2)])
        let messaging = harness.launch(presenter: ScriptedPresenter([response]))
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.device.requests == 0)
        #expect(harness.primerEvents == [.displayed, event])
    }

    /// The primer card is an attempt that holds the device's card slot only while it is up: however it
    /// ends (another button, exit, not presented), another primer over the device may show afterwards.
    @Test(arguments: [CampaignResponse(.button(0)), CampaignResponse(.exit), CampaignResponse(.notPresented)])
    func thePrimerCardFreesTheDevicesCardSlotWhenItEnds(response: CampaignResponse) async {
        let harness = Harness(campaigns: [.onEvent("p", primerButton: 2)])
        let messaging = harness.launch(presenter: ScriptedPresenter([response]))
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.primerEvents.first == .displayed)
        let other = SoftAsk(policy: PrimerPolicy(), environment: harness.device.environment)
        #expect(await other.decide() == .show(status: .notDetermined))
    }

    @Test func deniedUserReturningFromSettingsIsReadAgain() async {
        let harness = Harness(
            status: .denied, user: ScriptedUser(inSettings: .enable), campaigns: [.onEvent("p", primerButton: 2)])
        let messaging = harness.launch()
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        await harness.device.returnToForeground()
        #expect(harness.primerEvents.suffix(2) == [.settingsReturned, .registered])
    }

    @Test func descriptorDriverShowsThePrimerCampaign() async {
        let device = SimulatedDevice()
        let driver = await AdapterDescriptor.rakuten.makeDriver(device.environment)
        let attempt = await driver.presentPrimer()
        #expect(attempt.result == .granted)
        #expect(device.promptsShown == 1 && device.cardsShown == 1)
        let reports = await driver.takeReports()
        #expect(reports.compactMap(\.event) == [.displayed, .allowTapped, .permissionGranted, .registered])
        #expect(await driver.presentPrimer().result == .suppressed, "authorized: the customJson primer is not shown")
        #expect(AdapterDescriptor.rakuten.name == "Rakuten")
    }

    @Test(arguments: [(CardAnswer.later, PrimerResult.later), (.dismiss, .dismissed), (.failedToPresent, .suppressed)])
    func descriptorDriverOtherAnswers(answer: CardAnswer, result: PrimerResult) async {
        let device = SimulatedDevice(user: .answering(card: answer))
        let driver = await AdapterDescriptor.rakuten.makeDriver(device.environment)
        #expect(await driver.presentPrimer().result == result)
        #expect(device.requests == 0)
    }

    /// Each canonical primer event in the vendor's analytics form: the vendor's name and `push_permission`
    /// for an answer, and a failure's reason under `error`.
    @Test(arguments: [
        (
            PrimerEvent.Kind.permissionGranted(status: .authorized),
            "_rem_iam_pushprimer", ["push_permission": "1", "status": "authorized"]
        ),
        (
            .permissionDenied(status: .denied, failure: .settingsUnavailable), "_rem_iam_pushprimer",
            ["push_permission": "0", "status": "denied", "error": PrimerFailure.settingsUnavailable.reason]
        ),
        (
            .registrationFailed(ThrownError(reason: "no APNs")), PrimerEventName.registrationFailed.rawValue,
            ["error": "no APNs"]
        ),
        (.allowTapped, PrimerEventName.allowTapped.rawValue, [:]),
    ])
    func primerEventsInTheVendorsAnalyticsForm(kind: PrimerEvent.Kind, name: String, parameters: [String: String]) {
        let event = AnalyticsEvent.primer(PrimerEvent(kind, campaignId: "c"))
        #expect(event.name == name)
        #expect(event.parameters == parameters.merging(["campaign_id": "c"]) { $1 })
    }
}
