import ActitoAdapter
import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@MainActor @Suite struct ActitoEnableTests {
    struct Case: Sendable, CustomStringConvertible {
        let status: AuthorizationStatus
        let answer: SystemPromptAnswer
        let prompts: Int
        let granted: Bool
        let allowedUI: Bool
        var description: String { "\(status) answering \(answer)" }
    }

    nonisolated static let cases: [Case] = [
        Case(status: .notDetermined, answer: .allow, prompts: 1, granted: true, allowedUI: true),
        Case(status: .notDetermined, answer: .dontAllow, prompts: 1, granted: false, allowedUI: false),
        Case(status: .denied, answer: .allow, prompts: 0, granted: false, allowedUI: false),
        Case(status: .authorized, answer: .dontAllow, prompts: 0, granted: true, allowedUI: true),
        Case(status: .provisional, answer: .allow, prompts: 1, granted: true, allowedUI: true),
        Case(status: .provisional, answer: .dontAllow, prompts: 1, granted: false, allowedUI: false),
        Case(status: .ephemeral, answer: .allow, prompts: 0, granted: true, allowedUI: false),
    ]

    @Test(arguments: cases)
    func enableInEveryStatus(_ sample: Case) async throws {
        let fixture = ActitoFixture(status: sample.status, user: ScriptedUser(promptAnswers: [sample.answer]))
        let granted = try await fixture.push.enableRemoteNotifications()
        #expect(granted == sample.granted)
        #expect(fixture.device.promptsShown == sample.prompts)
        #expect(fixture.device.registrations == 1, "the token is always requested")
        #expect(fixture.push.subscription != nil)
        #expect(fixture.push.transport == .apns)
        #expect(fixture.push.allowedUI == sample.allowedUI)
        #expect(fixture.push.hasRemoteNotificationsEnabled)
        // A first subscription is a change, so the settings callback follows it whatever allowedUI is
        // (the vendor's `updateDeviceSubscription(transport:token:)`).
        #expect(
            fixture.log.calls == ["didChangeSubscription(token)", "didChangeNotificationSettings(\(sample.allowedUI))"])
    }

    @Test func theAppNeedsNoCardPresenter() async throws {
        let device = SimulatedDevice(user: ScriptedUser(promptAnswers: [.allow]))
        let push = ActitoPush(environment: device.environment.with(presenter: ActitoNoCardPresenter()))
        #expect(try await push.enableRemoteNotifications())
        #expect(device.promptsShown == 1)
        let card = PrimerCard(title: "t", message: "m", acceptLabel: "a", declineLabel: "l")
        #expect(await ActitoNoCardPresenter().present(card) == .failedToPresent)
    }

    @Test func upgradeRequestOmitsProvisional() async throws {
        let fixture = ActitoFixture(status: .provisional)
        fixture.push.authorizationOptions = [.alert, .badge, .sound, .announcement]
        _ = try await fixture.push.enableRemoteNotifications()
        #expect(fixture.device.trace.contains(.requestAuthorization([.alert, .badge, .sound, .announcement])))
    }

    @Test func provisionalOptionsGrantQuietlyAndAreNotUpgradedLater() async throws {
        let fixture = ActitoFixture()
        fixture.push.authorizationOptions = [.alert, .badge, .sound, .provisional]
        #expect(try await fixture.push.enableRemoteNotifications())
        #expect(fixture.device.status == .provisional)
        #expect(fixture.device.promptsShown == 0)
        #expect(fixture.push.allowedUI)
        #expect(try await fixture.push.enableRemoteNotifications())
        #expect(fixture.device.requests == 1, "provisional is what the app asked for: no second request")
    }

    @Test func callbacksFireOnlyOnChange() async throws {
        let fixture = ActitoFixture(user: ScriptedUser(promptAnswers: [.allow]))
        _ = try await fixture.push.enableRemoteNotifications()
        _ = try await fixture.push.enableRemoteNotifications()
        #expect(fixture.log.calls == ["didChangeSubscription(token)", "didChangeNotificationSettings(true)"])
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.registrations == 2)
    }

    /// The vendor's `updateDeviceSubscription(transport:token:)` (ActitoPushKit/Sources/ActitoPush.swift)
    /// calls `notifySubscriptionUpdated` and then `notifyAllowedUIUpdated` whenever the transport or the
    /// token changed, whether `allowedUI` changed or not; with both unchanged it only re-checks the settings.
    @Test func aNewTokenIsASubscriptionChange() async throws {
        let fixture = ActitoFixture(status: .authorized)
        _ = try await fixture.push.enableRemoteNotifications()
        fixture.device.registration = .deterministicToken(seed: 9)
        _ = try await fixture.push.enableRemoteNotifications()
        #expect(
            fixture.log.calls == [
                "didChangeSubscription(token)", "didChangeNotificationSettings(true)",
                "didChangeSubscription(token)", "didChangeNotificationSettings(true)",
            ])
    }

    @Test func aDeniedUsersFirstSubscriptionAlsoReportsTheSettings() async throws {
        let fixture = ActitoFixture(status: .denied)
        #expect(try await fixture.push.enableRemoteNotifications() == false)
        _ = try await fixture.push.enableRemoteNotifications()
        #expect(fixture.log.calls == ["didChangeSubscription(token)", "didChangeNotificationSettings(false)"])
        await fixture.push.disableRemoteNotifications()
        await fixture.push.disableRemoteNotifications()
        #expect(
            fixture.log.calls.suffix(2) == ["didChangeSubscription(nil)", "didChangeNotificationSettings(false)"])
        #expect(fixture.log.calls.count == 4)
    }

    @Test func concurrentEnablesShareOnePrompt() async throws {
        let fixture = ActitoFixture(user: ScriptedUser(promptAnswers: [.allow, .allow]))
        let first = Task { try await fixture.push.enableRemoteNotifications() }
        let second = Task { try await fixture.push.enableRemoteNotifications() }
        let third = Task { try await fixture.push.enableRemoteNotifications() }
        let results = try await [first.value, second.value, third.value]
        #expect(results == [true, true, true])
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.requests == 1)
    }

    @Test func enableBeforeConfigurationThrowsNotReady() async {
        let push = ActitoPush(environment: nil)
        await #expect(throws: ActitoPushError.notReady) { try await push.enableRemoteNotifications() }
    }

    @Test func theSharedInstanceRunsOverThePlatformOfItsTask() async throws {
        let device = SimulatedDevice(status: .authorized)
        let calls = try await PrimerPlatform.withEnvironment(device.environment) {
            @MainActor @Sendable () async throws in
            let log = CallbackLog()
            Actito.shared.push().delegate = log
            #expect(try await Actito.shared.push().enableRemoteNotifications())
            return log.calls
        }
        #expect(calls.first == "didChangeSubscription(token)")
        #expect(device.requests == 0)
    }

    @Test func failedRequestThrowsTheErrorAsThrownAndRegistersNothing() async {
        let fixture = ActitoFixture()
        fixture.device.requestFailure = "boom"
        let error = await #expect(throws: ActitoPushError.self) {
            try await fixture.push.enableRemoteNotifications()
        }
        guard case let .authorizationFailed(.authorizationRequestFailed(thrown))? = error else {
            Issue.record("not an authorization failure: \(String(describing: error))")
            return
        }
        #expect(thrown.underlying as? SimulatedRequestError == SimulatedRequestError(description: "boom"))
        #expect(fixture.device.registrations == 0)
        #expect(fixture.log.calls.isEmpty)
    }

    @Test func registrationFailureGoesToTheDelegate() async throws {
        let fixture = ActitoFixture(user: ScriptedUser(promptAnswers: [.allow]))
        fixture.device.registration = .failure("no aps-environment entitlement")
        #expect(try await fixture.push.enableRemoteNotifications())
        #expect(fixture.log.calls == ["didFailToRegister"])
        #expect(
            fixture.log.errors.first as? ActitoPushError
                == .registrationFailed(ThrownError(reason: "no aps-environment entitlement")))
        #expect(fixture.push.subscription == nil)
        #expect(!fixture.push.allowedUI, "no token, no UI")
    }

    @Test func anUnansweredRegistrationTimesOut() async throws {
        let device = SimulatedDevice(status: .authorized)
        var environment = device.environment
        environment.registrar = NeverAnsweringRegistrar()
        let timer = ExpiredTimer()
        let push = ActitoPush(environment: environment, tokenTimeout: 5, timer: timer)
        let log = CallbackLog()
        push.delegate = log
        #expect(try await push.enableRemoteNotifications())
        #expect(timer.durations == [5])
        #expect(log.calls == ["didFailToRegister"])
        #expect(log.errors.first as? ActitoPushError == .tokenTimeout(seconds: 5))
    }

    @Test func completionFormDeliversTheResultOnTheMainActor() async {
        let fixture = ActitoFixture(status: .authorized)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Bool?, Never>) in
            fixture.push.enableRemoteNotifications { result in
                MainActor.assertIsolated()
                continuation.resume(returning: try? result.get())
            }
        }
        #expect(result == true)
    }

    @Test func disableDropsTheSubscriptionAndTellsTheDelegate() async throws {
        let fixture = ActitoFixture(status: .authorized)
        _ = try await fixture.push.enableRemoteNotifications()
        await fixture.push.disableRemoteNotifications()
        #expect(fixture.push.subscription == nil)
        #expect(fixture.push.transport == .notificare)
        #expect(!fixture.push.allowedUI)
        #expect(!fixture.push.hasRemoteNotificationsEnabled)
        #expect(fixture.device.trace.last == .unregisterForRemoteNotifications)
        #expect(fixture.log.calls.suffix(2) == ["didChangeSubscription(nil)", "didChangeNotificationSettings(false)"])
    }

    @Test func stateSurvivesRelaunch() async throws {
        let fixture = ActitoFixture(status: .authorized)
        _ = try await fixture.push.enableRemoteNotifications()
        let token = fixture.push.subscription
        let relaunched = fixture.relaunched()
        #expect(relaunched.push.subscription == token)
        #expect(relaunched.push.allowedUI)
        #expect(relaunched.push.hasRemoteNotificationsEnabled)
        _ = try await relaunched.push.enableRemoteNotifications()
        #expect(relaunched.log.calls.isEmpty, "nothing changed across the relaunch")
    }

    @Test func corruptStoredStateReadsAsNothing() {
        let device = SimulatedDevice(status: .authorized)
        try? device.disk.setValue(.data([7]), forKey: "re.notifica.push.local_storage.allowed_ui")
        try? device.disk.setValue(.string("not hex"), forKey: "re.notifica.push.local_storage.subscription")
        try? device.disk.setValue(.string("Pigeon"), forKey: "re.notifica.push.local_storage.transport")
        let push = ActitoPush(environment: device.environment)
        #expect(!push.allowedUI)
        #expect(push.subscription == nil)
        #expect(push.transport == nil)
        #expect(device.diagnostics.filter { $0.code == "store.corruptValue" }.count == 3)
    }

    /// A megabyte of the wrong type is reported by its type, length and a short prefix, not quoted whole.
    @Test func aHugeCorruptValueIsReportedBriefly() {
        let device = SimulatedDevice(status: .authorized)
        try? device.disk.setValue(
            .data([UInt8](repeating: 1, count: 1 << 20)), forKey: "re.notifica.push.local_storage.allowed_ui")
        let push = ActitoPush(environment: device.environment)
        #expect(!push.allowedUI)
        let messages = device.diagnostics.filter { $0.code == "store.corruptValue" }.map(\.message)
        #expect(messages.count == 1 && messages.allSatisfy { $0.utf8.count < 300 })
    }
}

/// APNs that never answers (the case the vendor has no timeout for).
struct NeverAnsweringRegistrar: RemoteRegistrar {
    func registerForRemoteNotifications() async throws -> DeviceToken {
        let (stream, _) = AsyncStream.makeStream(of: DeviceToken.self)
        for await token in stream { return token }
        throw CancellationError()
    }

    func unregisterForRemoteNotifications() async {}
}
