@_spi(AdapterAuthoring) import PrimerCore
import Testing

@testable import PrimerConformance

/// The factory's driver is the way to stop what it started: every driver a check made (relaunches,
/// concurrent presents and exploration included) is stopped once when the check ends.
@Suite struct TeardownTests {
    /// Counts the drivers the factory made and the stops they got.
    final class Teardowns: Sendable {
        let made = LockedValue(0)
        let stopped = LockedValue(0)

        var descriptor: AdapterDescriptor {
            let reference = AdapterDescriptor.reference
            return AdapterDescriptor(profile: reference.profile) { environment in
                self.made.withLock { $0 += 1 }
                return CountingDriver(inner: await reference.makeDriver(environment), teardowns: self)
            }
        }
    }

    /// The reference driver, counting its stops.
    struct CountingDriver: PrimerDriver {
        let inner: any PrimerDriver
        let teardowns: Teardowns

        func presentPrimer() async -> DriverAttempt { await inner.presentPrimer() }
        func takeReports() async -> [AdapterReport] { await inner.takeReports() }
        func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
            await inner.presentPrimerTappingAccept(then: second)
        }
        func stop() async {
            await inner.stop()
            teardowns.stopped.withLock { $0 += 1 }
        }
    }

    @Test(arguments: [
        ConformanceCheck.throttleSurvivesRelaunch, .oneRequestUnderConcurrency, .settingsRoundTrip, .exploration,
    ])
    func everyDriverTheFactoryMadeIsStoppedOnceWhenTheCheckEnds(_ check: ConformanceCheck) async {
        let teardowns = Teardowns()
        let result = await ConformanceSuite(descriptor: teardowns.descriptor, explorationDepth: 2).run(check)
        #expect(result.failures.isEmpty, "\(result)")
        let made = teardowns.made.withLock { $0 }
        #expect(made > 1)
        #expect(teardowns.stopped.withLock { $0 } == made)
    }

    @Test func aWallClockDeadlineEndsAWedgedCheck() async throws {
        let wedged = BrokenAdapter.acceptNeverAnswers.descriptor
        let result = await ConformanceSuite(descriptor: wedged, deadline: .seconds(0)).run(.noPromptUnlessStatusAllows)
        let failure = try #require(result.failures.first { $0.got.contains("did not return") }, "\(result)")
        #expect(failure.got.contains("within the check's deadline (0 s)"))
    }
}
