import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
@_spi(Fuzzing) @testable import RakutenAdapter

/// A simulated device plus an in-memory campaign backend, and what the SDK reported.
struct Harness {
    let device: SimulatedDevice
    let transport: InMemoryCampaignTransport
    let errors = ReportLog<RInAppMessagingError>()
    let analytics = ReportLog<AnalyticsEvent>()

    init(
        status: AuthorizationStatus = .notDetermined, user: ScriptedUser = ScriptedUser(),
        campaigns: [CampaignData] = [], displayPermission: Bool = false
    ) {
        device = SimulatedDevice(status: status, user: user)
        transport = InMemoryCampaignTransport(
            configuration: InMemoryCampaignTransport.configurationBody(displayPermission: displayPermission),
            ping: Self.ping(campaigns))
    }

    static let info = [InfoDictionaryKey.subscriptionID: "sub", InfoDictionaryKey.configurationURL: "memory://config"]

    /// A fresh SDK instance over the device (a launch), configured unless told otherwise.
    func launch(
        presenter: (any CampaignPresenter)? = nil, configure: Bool = true,
        info: [String: String] = Harness.info
    ) -> InAppMessaging {
        let messaging = InAppMessaging(
            environment: device.environment, transport: transport, infoDictionary: info,
            presenter: presenter)
        let errors = self.errors
        let analytics = self.analytics
        messaging.settings.errorCallback = { errors.append($0) }
        messaging.settings.analyticsCallback = { analytics.append($0) }
        if configure { messaging.configure() }
        return messaging
    }

    /// Serves `campaigns` from now on.
    func serve(_ campaigns: [CampaignData]) { transport.set(.ping, .body(Self.ping(campaigns))) }

    static func ping(_ campaigns: [CampaignData]) -> Data {
        let response = PingResponse(
            currentPingMillis: 0, nextPingMillis: 3_600_000,
            data: campaigns.map { PingCampaign(campaignData: $0) })
        return (try? JSONEncoder().encode(response)) ?? Data()
    }

    var primerEvents: [PrimerEventName] { analytics.all.compactMap { $0.primerEvent?.name } }
}

extension CampaignData {
    /// A campaign shown on the custom event `event`, with a Close button and a second button.
    static func onEvent(
        _ id: String, _ event: String = "go", attributes: [TriggerAttribute] = [],
        maxImpressions: Int = 5, infinite: Bool = false, isTest: Bool = false, title: String? = nil,
        primerButton: Int? = nil, legacyPrimer: Bool = false, optOut: Bool = false,
        trigger: EventType = .custom
    ) -> CampaignData {
        CampaignData(
            campaignId: id, maxImpressions: maxImpressions, isTest: isTest, infiniteImpressions: infinite,
            triggers: [Trigger(eventType: trigger, eventName: event, attributes: attributes)],
            messagePayload: MessagePayload(
                title: title ?? "campaign \(id)", messageBody: "body",
                messageSettings: MessageSettings(
                    displaySettings: DisplaySettings(endTimeMillis: 0, optOut: optOut),
                    controlSettings: ControlSettings(buttons: [
                        CampaignButton(buttonText: "Close", buttonBehavior: ButtonBehavior(action: .close)),
                        CampaignButton(
                            buttonText: "Allow",
                            buttonBehavior: ButtonBehavior(
                                action: legacyPrimer ? .pushPrimer : .redirect,
                                uri: "app://x")),
                    ]))),
            customJson: primerButton.map { CustomJson(pushPrimer: PrimerButton(button: $0)) })
    }
}

/// Answers every campaign with the next scripted response (the last repeats) and records what it showed.
final class ScriptedPresenter: CampaignPresenter {
    private let state: LockedValue<(responses: [CampaignResponse], shown: [CampaignMessage])>

    init(_ responses: [CampaignResponse] = [CampaignResponse(.exit)]) {
        state = LockedValue((responses, []))
    }

    var shown: [String] { messages.map(\.campaignId) }
    var messages: [CampaignMessage] { state.withLock { $0.shown } }

    func present(_ message: CampaignMessage) async -> CampaignResponse {
        state.withLock { state in
            state.shown.append(message)
            let next = state.responses[0]
            if state.responses.count > 1 { state.responses.removeFirst() }
            return next
        }
    }
}

/// Keeps each message on screen until the test answers it or the SDK closes it (task cancellation).
final class GatedPresenter: CampaignPresenter {
    private struct State {
        var waiting: CheckedContinuation<CampaignResponse, Never>?
        var cancelled = false
        var shown: [String] = []
    }

    private let state = LockedValue(State())
    private let (onScreenStream, onScreen) = AsyncStream<String>.makeStream()

    var shown: [String] { state.withLock { $0.shown } }

    /// Waits until the next message is on screen and returns its campaign id.
    func nextOnScreen() async -> String? {
        for await id in onScreenStream { return id }
        return nil
    }

    /// The user answers the message on screen.
    func answer(_ response: CampaignResponse) {
        let waiting = state.withLock { state in
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: response)
    }

    func present(_ message: CampaignMessage) async -> CampaignResponse {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelled = state.withLock { state -> Bool in
                    state.shown.append(message.campaignId)
                    if state.cancelled { return true }
                    state.waiting = continuation
                    return false
                }
                if cancelled { continuation.resume(returning: CampaignResponse(.exit)) }
                onScreen.yield(message.campaignId)
            }
        } onCancel: {
            let waiting = state.withLock { state in
                state.cancelled = true
                defer { state.waiting = nil }
                return state.waiting
            }
            waiting?.resume(returning: CampaignResponse(.exit))
        }
    }

    /// Ready for the next message after a cancellation.
    func reset() { state.withLock { $0.cancelled = false } }
}

/// A user-info provider for tests: a plain class, as apps write them.
class TestUser: UserInfoProvider {
    var userID: String?
    var trackingID: String?

    init(_ userID: String?, trackingID: String? = nil) {
        self.userID = userID
        self.trackingID = trackingID
    }

    func getUserID() -> String? { userID }
    func getIDTrackingIdentifier() -> String? { trackingID }
    func getAccessToken() -> String? { nil }
}
