import Foundation
import PrimerConformance
import PrimerCore
import RakutenAdapter

/// Drives the adapter for the conformance suite and `primer-lab` as an app would: a backend serving one
/// push-primer campaign triggered by the custom event `push_primer_opportunity`, configured from the
/// Info.plist keys; each attempt logs that event and waits for the SDK to settle.
struct RakutenDriver: PrimerDriver {
    static let triggerEvent = "push_primer_opportunity"

    let messaging: InAppMessaging
    let reports: ReportLog<AdapterReport>
    let attempt: ReportLog<AnalyticsEvent>

    init(environment: PlatformEnvironment, authorizationOptions: AuthorizationOptions? = nil) {
        let reports = ReportLog<AdapterReport>()
        let attempt = ReportLog<AnalyticsEvent>()
        self.reports = reports
        self.attempt = attempt
        let transport = InMemoryCampaignTransport(
            configuration: InMemoryCampaignTransport.configurationBody(),
            ping: Self.pingBody)
        messaging = InAppMessaging(
            environment: environment, transport: transport,
            infoDictionary: [
                InfoDictionaryKey.subscriptionID: "driver",
                InfoDictionaryKey.configurationURL: "memory://config",
            ], memo: DriverStepMemo.shared)
        messaging.settings.analyticsCallback = { event in
            attempt.append(event)
            reports.append(AdapterReport(event: event.primerEvent?.name, vendorForm: "analytics \(event)"))
        }
        messaging.settings.errorCallback = { error in
            reports.append(AdapterReport(event: nil, vendorForm: "errorCallback(\(error))"))
        }
        if let authorizationOptions { messaging.settings.pushPrimerAuthorizationOptions = authorizationOptions }
        messaging.configure()
    }

    func presentPrimer() async -> DriverAttempt {
        _ = attempt.drain()
        messaging.logEvent(CustomEvent(withName: Self.triggerEvent, withCustomAttributes: nil))
        await messaging.waitUntilIdle()
        let names = attempt.drain().compactMap(\.primerEvent)
        return Self.result(of: names)
    }

    func takeReports() async -> [AdapterReport] {
        await messaging.waitUntilIdle()
        return reports.drain()
    }

    /// The campaign is shown by the SDK through the environment's `CardPresenter`, which takes one
    /// answer per campaign: its button's second tap has nothing to reach.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        .answeredOnceByPresenter("the push-primer campaign answers its presenter once")
    }

    /// Stops listening to the SDK's callbacks (without waiting for its display work: a process killed
    /// with its campaign up never gets the answer it waits for).
    func stop() async {
        reports.close()
        attempt.close()
    }

    static func result(of events: [PrimerEvent]) -> DriverAttempt {
        let names = events.map(\.name)
        if names.contains(.redirectedToSettings) {
            return DriverAttempt(
                result: .redirectedToSettings, vendorOutcome: "notification settings opened", suppression: nil)
        }
        if let last = events.last(where: { $0.name == .permissionGranted || $0.name == .permissionDenied }) {
            if last.name == .permissionGranted {
                return DriverAttempt(
                    result: .granted, vendorOutcome: "_rem_iam_pushprimer(push_permission=1)", suppression: nil)
            }
            // The `SoftAskEngine`'s typed cause decides: a request that threw is a failure, anything else a denial.
            let failure: PrimerFailure? = if case let .permissionDenied(_, failure) = last.kind { failure } else { nil }
            let failed = if case .authorizationRequestFailed = failure { true } else { false }
            return DriverAttempt(
                result: failed ? .failed : .denied,
                vendorOutcome: "errorCallback(PushPrimer: \(failure?.reason ?? "not granted"))", suppression: nil)
        }
        if names.contains(.laterTapped) {
            return DriverAttempt(result: .later, vendorOutcome: "other button", suppression: nil)
        }
        if names.contains(.dismissed) {
            return DriverAttempt(result: .dismissed, vendorOutcome: "exit", suppression: nil)
        }
        let reason: SuppressionReason? = events.lazy.reversed().compactMap { event in
            if case let .suppressed(reason, _) = event.kind { reason } else { nil }
        }.first
        guard let reason else {
            return .suppressedWithoutReason(
                vendorOutcome: "campaign not displayed",
                because: "the SDK skips a push-primer campaign for authorized users without telling the app")
        }
        return DriverAttempt(result: .suppressed, vendorOutcome: "campaign not displayed", suppression: reason)
    }

    /// One push-primer campaign (button 2 of Close / Allow), unlimited impressions, no end date.
    static let pingBody = Data(
        """
        {"currentPingMillis": 0, "nextPingMillis": 3600000, "data": [{"campaignData": {
          "campaignId": "rakuten-push-primer", "maxImpressions": 999, "type": 1, "isTest": false,
          "isCampaignDismissable": true, "hasNoEndDate": true, "infiniteImpressions": true,
          "triggers": [{"type": 1, "eventType": 4, "eventName": "\(triggerEvent)", "attributes": []}],
          "customJson": {"pushPrimer": {"button": 2}},
          "messagePayload": {"title": "Push primer", "header": "Stay in the loop",
            "messageBody": "Get a notification when your order ships.",
            "titleColor": "#000000", "headerColor": "#000000", "messageBodyColor": "#000000",
            "backgroundColor": "#ffffff", "frameColor": "#ffffff", "resource": {"cropType": 2},
            "messageSettings": {"displaySettings": {"orientation": 1, "slideFrom": 1, "endTimeMillis": 0,
                "textAlign": 2, "optOut": false, "html": false, "delay": 0},
              "controlSettings": {"buttons": [
                {"buttonText": "Not now", "buttonTextColor": "#1d1d1d", "buttonBackgroundColor": "#ffffff",
                  "buttonBehavior": {"action": 3}},
                {"buttonText": "Allow", "buttonTextColor": "#ffffff", "buttonBackgroundColor": "#1d1d1d",
                  "buttonBehavior": {"action": 1, "uri": "app://settings"}}]}}}}}]}
        """.utf8)
}
