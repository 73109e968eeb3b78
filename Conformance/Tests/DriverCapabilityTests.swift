import PrimerConformance
import Testing

/// A profile cannot claim what its driver does not implement: each claim names a driver protocol, which
/// `profile.consistent` probes for with `as?`.
@Suite struct DriverCapabilityTests {
    struct Claim: Sendable, CustomTestStringConvertible {
        let driverProtocol: String
        let add: @Sendable (inout BehaviourProfile) -> Void
        var testDescription: String { driverProtocol }
    }

    static let claims = [
        Claim(driverProtocol: "PushEventsDriver") { $0.capabilities.insert(.pushEvents) },
        Claim(driverProtocol: "NotificationOptionsDriver") { $0.capabilities.insert(.notificationOptions) },
        Claim(driverProtocol: "ThrottleResettingDriver") {
            $0.apiMapping.append(APIMapping(.resetThrottle, "reset()"))
        },
        Claim(driverProtocol: "NotificationDisablingDriver") { $0.disableUnregisters = true },
        Claim(driverProtocol: "OtherRequestsDriver") {
            $0.otherRequests = [OtherRequest("requestPermission()", .promptWithoutFallback)]
        },
    ]

    /// The reference driver implements none of them: claimed over it, each fails.
    @Test(arguments: claims)
    func aClaimOverADriverWithoutItsProtocolFailsProfileConsistent(_ claim: Claim) async {
        var profile = AdapterDescriptor.reference.profile
        claim.add(&profile)
        let descriptor = AdapterDescriptor(profile: profile) { await AdapterDescriptor.reference.makeDriver($0) }
        let result = await ConformanceSuite(descriptor: descriptor).run(.profileConsistent)
        #expect(result.failures.contains { $0.got == "not a \(claim.driverProtocol)" }, "\(result.failures)")
    }

    @Test func theReferenceClaimsNothingItsDriverLacks() async {
        let result = await ConformanceSuite(descriptor: .reference).run(.profileConsistent)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
