import ActitoAdapter
// Callback order and enable/disable/re-check races: each test names the promise it holds the SDK to.
import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// Yields until `condition` holds, at most `attempts` times; false when it never did (no hang).
@MainActor
func yieldUntil(_ attempts: Int = 10_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// A registrar that holds every registration until ``release()`` (APNs slow to answer), then asks `base`.
final class HeldRegistrar: RemoteRegistrar {
    let base: any RemoteRegistrar
    private let gate = OneShotGate()
    private let waiting = LockedValue(0)
    init(base: any RemoteRegistrar) { self.base = base }
    var waiters: Int { waiting.withLock { $0 } }
    func release() { gate.open() }
    func registerForRemoteNotifications() async throws -> DeviceToken {
        waiting.withLock { $0 += 1 }
        await gate.wait()
        return try await base.registerForRemoteNotifications()
    }
    func unregisterForRemoteNotifications() async { await base.unregisterForRemoteNotifications() }
}

/// A logger whose `logNotificationReceived` is slow (held until ``release()``); open logging is instant.
final class SlowReceiptLogger: ActitoPushEventLogger {
    private let gate = OneShotGate()
    private let held = LockedValue(0)
    var heldCount: Int { held.withLock { $0 } }
    func release() { gate.open() }
    func logNotificationReceived(_ id: String) async throws {
        held.withLock { $0 += 1 }
        await gate.wait()
    }
    func logNotificationOpen(_ id: String) async throws {}
}

/// A permission center whose next status read (once armed) reads the status at once but answers only
/// after ``release()``, as a settings read that is slow to come back.
final class SlowStatusCenter: PermissionCenter {
    let base: any PermissionCenter
    private let gate = OneShotGate()
    private let state = LockedValue((armed: false, holding: false))
    init(base: any PermissionCenter) { self.base = base }
    var holding: Bool { state.withLock { $0.holding } }
    func armNextRead() { state.withLock { $0.armed = true } }
    func release() { gate.open() }
    func authorizationStatus() async -> AuthorizationStatus {
        let status = await base.authorizationStatus()
        let hold = state.withLock { state -> Bool in
            guard state.armed else { return false }
            state.armed = false
            state.holding = true
            return true
        }
        if hold { await gate.wait() }
        return status
    }
    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await base.requestAuthorization(options: options)
    }
}

@MainActor @Suite struct ActitoOrderAndRaceTests {
    /// disableRemoteNotifications() while enableRemoteNotifications() waits for the APNs token: the
    /// disable is the user's last word, yet the late token re-subscribes the device.
    @Test(.timeLimit(.minutes(5)))
    func disableWhileEnableWaitsForTheTokenStaysDisabled() async throws {
        let device = SimulatedDevice(status: .authorized)
        let registrar = HeldRegistrar(base: device.environment.registrar)
        var environment = device.environment
        environment.registrar = registrar
        let push = ActitoPush(environment: environment)
        let log = CallbackLog()
        push.delegate = log

        let enabling = Task { try await push.enableRemoteNotifications() }
        let waiting = await yieldUntil { registrar.waiters == 1 }
        try #require(waiting, "enable never asked for the token")
        await push.disableRemoteNotifications()
        registrar.release()
        _ = try await enabling.value

        #expect(!push.hasRemoteNotificationsEnabled)
        #expect(push.transport == .notificare, "disabled: notifications go to Actito's channel only")
        #expect(push.subscription == nil, "disabled: the subscription was dropped")
        #expect(!push.allowedUI, "disabled: no UI may be allowed")
        #expect(
            device.trace.last == .unregisterForRemoteNotifications,
            "APNs registration must not outlive the disable: \(device.trace)")
        #expect(
            log.calls.last(where: { $0.hasPrefix("didChangeNotificationSettings") })
                != "didChangeNotificationSettings(true)", "the app is left believing UI is allowed: \(log.calls)")
    }

    /// Delegate callbacks are promised "in the order the events happen": a notification that was
    /// received, then opened, must not be reported opened before it was reported received.
    @Test(.timeLimit(.minutes(5)))
    func receiptIsReportedBeforeTheOpenThatFollowsIt() async throws {
        let logger = SlowReceiptLogger()
        let fixture = ActitoFixture(status: .authorized, logger: logger)
        let receiving = Task { await fixture.receive(Payloads.actito) }
        let held = await yieldUntil { logger.heldCount == 1 }
        try #require(held, "receipt logging never started")
        await fixture.open(Payloads.actito)
        logger.release()
        await receiving.value
        #expect(fixture.log.calls == ["didReceiveNotification(n-1, standard)", "didOpenNotification(n-1)"])
    }

    /// Two receipts, in order: the second must not overtake the first because the first's analytics
    /// call was slower.
    @Test(.timeLimit(.minutes(5)))
    func receiptsAreReportedInArrivalOrder() async throws {
        let logger = SlowReceiptLogger()
        let fixture = ActitoFixture(status: .authorized, logger: logger)
        let first = Task { await fixture.receive(Payloads.actito) }
        let held = await yieldUntil { logger.heldCount == 1 }
        try #require(held, "receipt logging never started")
        let second = Task { await fixture.receive(Payloads.system) }
        _ = await yieldUntil { !fixture.log.calls.isEmpty }
        logger.release()
        await first.value
        await second.value
        #expect(
            fixture.log.calls == [
                "didReceiveNotification(n-1, standard)",
                "didReceiveSystemNotification(com.example.refresh)",
            ])
    }

    /// A foreground settings re-check that started before the user granted in enableRemoteNotifications()
    /// applies its stale status afterwards: allowedUI flips back to false although the user granted.
    @Test(.timeLimit(.minutes(5)))
    func staleForegroundRecheckDoesNotUndoTheGrant() async throws {
        let device = SimulatedDevice(status: .notDetermined, user: ScriptedUser(promptAnswers: [.allow]))
        let center = SlowStatusCenter(base: device.environment.permissions)
        var environment = device.environment
        environment.permissions = center
        let push = ActitoPush(environment: environment)
        let log = CallbackLog()
        push.delegate = log
        // An earlier enable whose system request failed: remote notifications count as enabled.
        device.requestFailure = "busy"
        _ = try? await push.enableRemoteNotifications()
        device.requestFailure = nil
        #expect(push.hasRemoteNotificationsEnabled)

        center.armNextRead()
        let foreground = Task { await device.returnToForeground() }
        let holding = await yieldUntil { center.holding }
        try #require(holding, "the foreground re-check never read the status")
        // The enable joins the foreground's read (the engine asks iOS once), so it goes on when that read
        // answers; the re-check then holds a status from before the grant, which must not win.
        let enable = Task { try await push.enableRemoteNotifications() }
        center.release()
        #expect(try await enable.value)
        await foreground.value

        #expect(device.status == .authorized)
        #expect(push.allowedUI, "authorized and registered: allowedUI must stay true")
        #expect(log.calls == ["didChangeSubscription(token)", "didChangeNotificationSettings(true)"])
    }
}
