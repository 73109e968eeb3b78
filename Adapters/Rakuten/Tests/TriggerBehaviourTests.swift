import PrimerConformance
import PrimerCore
import PrimerSimulator
import RakutenConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

@Suite("Events and triggers")
struct TriggerBehaviourTests {
    @Test func appStartIsPersistentAndShowsOncePerLaunch() async {
        let harness = Harness(campaigns: [
            .onEvent("start", "app_start", trigger: .appStart),
            .onEvent("start+login", trigger: .loginSuccessful).adding(.appStart),
        ])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(AppStartEvent())
        messaging.logEvent(AppStartEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["start"])
        messaging.logEvent(LoginSuccessfulEvent())
        messaging.logEvent(AppStartEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["start", "start+login"], "app start still satisfies the second trigger")
        messaging.logEvent(LoginSuccessfulEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["start", "start+login", "start+login"])

        harness.device.relaunch()
        let relaunched = harness.launch(presenter: presenter)
        relaunched.logEvent(AppStartEvent())
        await relaunched.waitUntilIdle()
        #expect(presenter.shown.last == "start", "a new launch shows the app-start campaign again")
    }

    @Test func oneEventMustSatisfyEveryAttributeOfItsTrigger() async {
        let conditions = [
            TriggerAttribute(name: "count", value: "5", type: .integer, operator: .greaterThan),
            TriggerAttribute(name: "plan", value: "gold", type: .string, operator: .equals),
        ]
        let harness = Harness(campaigns: [.onEvent("c", "checkout", attributes: conditions)])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(
            CustomEvent(
                withName: "checkout", withCustomAttributes: [CustomAttribute(withKeyName: "count", withIntValue: 9)]))
        messaging.logEvent(
            CustomEvent(
                withName: "checkout",
                withCustomAttributes: [CustomAttribute(withKeyName: "plan", withStringValue: "gold")]))
        messaging.logEvent(
            CustomEvent(
                withName: "Checkout",
                withCustomAttributes: [
                    CustomAttribute(withKeyName: "count", withIntValue: 9),
                    CustomAttribute(withKeyName: "plan", withStringValue: "gold"),
                ]))
        messaging.logEvent(
            CustomEvent(
                withName: "checkout",
                withCustomAttributes: [
                    CustomAttribute(withKeyName: "count", withIntValue: 9),
                    CustomAttribute(withKeyName: "Plan", withStringValue: "gold"),
                ]))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty, "split attributes, another case of name or key never match")
        messaging.logEvent(
            CustomEvent(
                withName: "checkout",
                withCustomAttributes: [
                    CustomAttribute(withKeyName: "count", withIntValue: 9),
                    CustomAttribute(withKeyName: "plan", withStringValue: "gold"),
                ]))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["c"])
    }

    @Test func everyTriggerMustMatchAndEventsAreConsumed() async {
        let harness = Harness(campaigns: [CampaignData.onEvent("both", "a").adding(.custom, name: "b")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "a"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty)
        messaging.logEvent(CustomEvent(withName: "b"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["both"])
        messaging.logEvent(CustomEvent(withName: "b"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["both"], "the first 'a' was consumed by the display")
    }

    @Test func predefinedEventSatisfiesCustomTriggerOfTheSameName() async throws {
        let entry = try FixtureLibrary.entry("rakuten-fixture-ui-modal-controls")
        let harness = Harness()
        harness.transport.set(.ping, .body(entry.body))
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        let purchase = PurchaseSuccessfulEvent()
        purchase.setItemList(["box"])
        messaging.logEvent(purchase)
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["modal-controls"])
    }

    /// The purchase details are set as in the vendor's API, one by one or chained, and read back.
    @Test func purchaseDetailsChainAndReadBack() {
        let purchase = PurchaseSuccessfulEvent().setPurchaseAmount(50_000_000).setNumberOfItems(2)
            .setCurrencyCode("USD").setItemList(["box", "hammer"])
        #expect(purchase.purchaseAmountMicros == 50_000_000)
        #expect(purchase.numberOfItems == 2)
        #expect(purchase.currencyCode == "USD")
        #expect(purchase.itemList == ["box", "hammer"])
        let unset = PurchaseSuccessfulEvent()
        #expect(unset.purchaseAmountMicros == -1 && unset.numberOfItems == -1 && unset.currencyCode == "UNKNOWN")
    }

    @Test func buttonTriggerAndOptOutFromTheModalStub() async throws {
        let entry = try FixtureLibrary.entry("rakuten-fixture-ui-modal-controls")
        let harness = Harness()
        harness.transport.set(.ping, .body(entry.body))
        // Button 2 logs purchase_successful again: the campaign comes back; then the user opts out.
        let presenter = ScriptedPresenter([CampaignResponse(.button(1)), CampaignResponse(.exit, optOut: true)])
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(PurchaseSuccessfulEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["modal-controls", "modal-controls"])
        messaging.logEvent(PurchaseSuccessfulEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 2, "opted out: not shown again")
    }

    /// An event a button logs and one the app logged are two events, even with equal names and the same
    /// place in their own sequences: using one for a campaign leaves the other.
    @Test func aButtonEventAndAnAppEventAreConsumedOneAtATime() async {
        var teaser = CampaignData.onEvent("teaser", "go")
        teaser.messagePayload.messageSettings.controlSettings.buttons[1].campaignTrigger =
            Trigger(eventType: .custom, eventName: "x", attributes: [])
        var offer = CampaignData.onEvent("offer", "x", maxImpressions: 5)
        offer.triggers.append(Trigger(eventType: .custom, eventName: "y", attributes: []))
        let harness = Harness(campaigns: [teaser, offer])
        let presenter = ScriptedPresenter([CampaignResponse(.button(1)), CampaignResponse(.exit)])
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "x")) // the app's first event
        messaging.logEvent(CustomEvent(withName: "go")) // teaser; its button logs the SDK's first "x"
        messaging.logEvent(CustomEvent(withName: "y")) // offer, with one of the two "x"
        messaging.logEvent(CustomEvent(withName: "y")) // offer again, with the other
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["teaser", "offer", "offer"])
    }

    /// Events are used up per campaign (the vendor's matcher keeps a list per campaign): one event shows
    /// every campaign it satisfies, and a campaign cannot reuse an event it already used.
    @Test func oneEventShowsEveryCampaignItTriggersOnce() async {
        let harness = Harness(campaigns: [.onEvent("a", "go"), .onEvent("b", "go")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["a", "b"])
        messaging.logEvent(CustomEvent(withName: "other"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["a", "b"], "each campaign used the event once")
    }

    /// One logged AppStart satisfies every AppStart trigger of a campaign (the vendor takes the first
    /// matching event for each trigger, so one event can serve several).
    @Test func oneEventCanSatisfySeveralTriggersOfACampaign() async {
        let harness = Harness(campaigns: [
            CampaignData.onEvent("s", "app_start", trigger: .appStart).adding(.appStart),
            CampaignData.onEvent("c", "go").adding(.custom, name: "go"),
        ])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(AppStartEvent())
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["s", "c"])
    }

    /// A button's campaign trigger is logged with the attribute types the trigger declares (the vendor
    /// converts integer, double, boolean and time values), so typed conditions can match it.
    @Test func aButtonTriggerKeepsTheTypesOfItsAttributes() async {
        var teaser = CampaignData.onEvent("teaser", "go")
        teaser.messagePayload.messageSettings.controlSettings.buttons[1].campaignTrigger =
            Trigger(
                eventType: .custom, eventName: "level",
                attributes: [
                    TriggerAttribute(name: "n", value: "3", type: .integer, operator: .equals),
                    TriggerAttribute(name: "vip", value: "TRUE", type: .boolean, operator: .equals),
                    TriggerAttribute(name: "broken", value: "x", type: .double, operator: .equals),
                ])
        let offer = CampaignData.onEvent(
            "offer", "level",
            attributes: [
                TriggerAttribute(name: "n", value: "2", type: .integer, operator: .greaterThan),
                TriggerAttribute(name: "vip", value: "true", type: .boolean, operator: .equals),
            ])
        let unparsable = CampaignData.onEvent(
            "unparsable", "level",
            attributes: [
                TriggerAttribute(name: "broken", value: "x", type: .string, operator: .isNotBlank)
            ])
        let harness = Harness(campaigns: [teaser, offer, unparsable])
        let presenter = ScriptedPresenter([CampaignResponse(.button(1)), CampaignResponse(.exit)])
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["teaser", "offer"], "a value that does not parse as its type is left out")
    }

    /// Only leaving a known user forgets the session's events; a login from anonymous keeps them.
    @Test @MainActor func loggingInFromAnonymousKeepsEarlierEventsAndLoggingOutForgetsThem() async {
        let harness = Harness(campaigns: [CampaignData.onEvent("c", "cart").adding(.loginSuccessful)])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        let user = TestUser(nil)
        messaging.registerPreference(user)
        messaging.logEvent(CustomEvent(withName: "cart"))
        await messaging.waitUntilIdle()
        user.userID = "member-1"
        messaging.logEvent(LoginSuccessfulEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["c"], "the anonymous 'cart' event survives the login")

        messaging.logEvent(CustomEvent(withName: "cart"))
        await messaging.waitUntilIdle()
        user.userID = nil
        messaging.logEvent(LoginSuccessfulEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["c"], "member-1's 'cart' event is gone after the logout")
    }

    @Test func invalidRegexInACampaignReachesErrorCallback() async {
        let harness = Harness(campaigns: [
            .onEvent(
                "no", "e", attributes: [TriggerAttribute(name: "s", value: "(", type: .string, operator: .matchesRegex)]
            ),
            .onEvent(
                "yes", "e",
                attributes: [TriggerAttribute(name: "s", value: "(", type: .string, operator: .doesNotMatchRegex)]),
        ])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(
            CustomEvent(withName: "e", withCustomAttributes: [CustomAttribute(withKeyName: "s", withStringValue: "x")]))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["yes"])
        #expect(harness.errors.all.contains { if case .invalidRegex("(", _) = $0 { true } else { false } })
    }

    @Test(arguments: [
        ("rakuten-validator-34", true), ("rakuten-validator-41", false), ("rakuten-validator-50", true),
        ("rakuten-validator-71", false), ("rakuten-validator-81", false), ("rakuten-validator-88", false),
        ("rakuten-validator-145", false), ("rakuten-validator-155", false),
    ])
    func validatorFixtures(id: String, accepted: Bool) async throws {
        let fixture = try #require(FixtureLibrary.entry(id).raw["fixture"] as? [String: Any])
        #expect(try FixtureLibrary.entry(id).expectations.first?["expected"] as? Bool == accepted)
        var campaign = CampaignData.onEvent(id, optOut: true, trigger: .loginSuccessful)
        campaign.isTest = fixture["isTest"] as? Bool ?? false
        campaign.maxImpressions = fixture["maxImpressions"] as? Int ?? 2
        if fixture["hasNoEndDate"] as? Bool == false { campaign.hasNoEndDate = false }
        if let triggers = fixture["triggers"] as? [String], triggers.isEmpty { campaign.triggers = [] }
        let harness = Harness(campaigns: [campaign])
        let presenter = ScriptedPresenter([CampaignResponse(.exit, optOut: fixture["isOptedOut"] as? Bool ?? false)])
        let messaging = harness.launch(presenter: presenter)
        if fixture["isOptedOut"] as? Bool == true || fixture["impressionsLeft"] as? Int == 0 {
            // Bring the campaign to the fixture's state through the public API: one display with opt-out.
            messaging.logEvent(LoginSuccessfulEvent())
            await messaging.waitUntilIdle()
            if fixture["isOptedOut"] as? Bool == true { #expect(presenter.shown.count == 1) }
        }
        let before = presenter.shown.count
        messaging.logEvent(LoginSuccessfulEvent())
        await messaging.waitUntilIdle()
        #expect((presenter.shown.count > before) == accepted)
    }

    /// The vendor validates the campaigns after every successful ping (`CampaignsListManager.handleSuccess`
    /// calls `validateAndTriggerCampaigns`): a user who logs in sees a campaign the kept app start
    /// satisfies without logging another event.
    @Test @MainActor func aNewUsersCampaignsAreMatchedAgainstTheKeptEvents() async {
        let harness = Harness()
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(AppStartEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty)
        harness.serve([.onEvent("welcome", trigger: .appStart)])
        messaging.registerPreference(TestUser("member-1"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["welcome"])
    }

    /// The vendor's `EventMatcher.matchAndStore` stores a non-persistent event only for the campaigns in
    /// the list, with a trigger of its name, when it is logged: a campaign a later ping brings is not
    /// satisfied by it, only by the next such event.
    @Test @MainActor func anEventLoggedBeforeItsCampaignArrivedDoesNotSatisfyIt() async {
        let harness = Harness(campaigns: [.onEvent("other", "unrelated")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        harness.serve([.onEvent("late", "go")])
        messaging.registerPreference(TestUser("member-1"))
        messaging.logEvent(CustomEvent(withName: "unrelated-event"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty, "the earlier go was stored for no campaign")
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["late"])
    }
}

extension CampaignData {
    func adding(_ type: EventType, name: String = "") -> CampaignData {
        var copy = self
        copy.triggers.append(Trigger(eventType: type, eventName: name))
        return copy
    }
}
