import PrimerConformance
import PrimerConformanceTesting
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// The yardstick: the reference adapter passes every check, under its default policy and under
/// policies that exercise the other branches of the model.
@Suite struct ReferenceConformanceTests {
    @Test func theReferenceAdapterPassesEveryCheck() async {
        let report = await ConformanceSuite(descriptor: .reference).run()
        TestConsole.say("\(report)")
        report.record()
        #expect(report.passed)
        #expect(
            report.skippedChecks.map(\.check).sorted { $0.rawValue < $1.rawValue } == [
                .optionsAsDeclared, .optionsSettingsHandlerMissing, .pushEventsDelivered, .pushMalformedPayloads,
                .pushUnknownPayloads,
            ])
    }

    @Test func theCardlessReferencePassesEveryCheckItsSettingsFallbackIncluded() async {
        let report = await ConformanceSuite(descriptor: .referenceCardless).run()
        report.record()
        #expect(report.passed)
        #expect(!report.skippedChecks.map(\.check).contains(.settingsRoundTrip))
    }

    /// Policies covering every branch the model predicts, each declared honestly.
    static let policies: [PrimerPolicy] = [
        PrimerPolicy(
            provisional: .treatAsAuthorized, ephemeral: .askLikeNotDetermined, denied: .suppress,
            registration: .never),
        PrimerPolicy(
            ephemeral: .suppress, denied: .openSettingsAndRequest, registration: .always,
            requestOptions: [.alert, .sound, .provisional]),
        PrimerPolicy(
            throttle: ThrottlePolicy(
                kind: .minimumInterval(seconds: 3_600), stampedOn: [.later, .dismissed],
                storageKey: "variant.interval")),
        PrimerPolicy(
            denied: .openSettingsAndRequest,
            throttle: ThrottlePolicy(
                kind: .cooldown(days: 3), stampedOn: [.accepted, .dismissed],
                storageKey: "variant.cooldown")),
        PrimerPolicy(
            throttle: ThrottlePolicy(
                kind: .cooldown(days: 30), stampedOn: Set(ThrottleMoment.allCases),
                storageKey: "variant.month")),
    ]

    @Test(arguments: policies.indices)
    func theEngineMeetsTheModelUnderEveryPolicyShape(_ index: Int) async {
        let policy = Self.policies[index]
        var profile = ReferenceProfile.profile(policy: policy)
        profile.capabilities = [.softAskCard]
        if policy.throttle.period != nil { profile.capabilities.insert(.throttle) }
        if policy.denied != .suppress { profile.capabilities.insert(.settingsFallback) }
        if policy.provisional == .upgrade { profile.capabilities.insert(.provisionalUpgrade) }
        if policy.registration != .never { profile.capabilities.insert(.registration) }
        let descriptor = AdapterDescriptor(profile: profile) { environment in
            ReferenceDriver(primer: ReferencePrimer(environment: environment, policy: policy))
        }
        let report = await ConformanceSuite(descriptor: descriptor, explorationDepth: 4).run()
        report.record()
        #expect(report.passed)
    }
}
