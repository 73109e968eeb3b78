import Foundation
import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import PrimerLab
import PushwooshAdapter
import PushwooshConformance
import Testing

/// Every conformance check on every adapter of `AdapterCatalog.standard` (the package's one list of
/// adapters), one test case per adapter and check; a new adapter reaches it with its catalog line. A
/// skipped check (an unclaimed capability) is a cancelled case, printed as `SKIP adapter check: reason`.
///
/// `swift test --filter` cannot pick one argument of a parameterised test, so one adapter is chosen by
/// name instead: `PRIMER_ADAPTERS=Actito swift test --filter CrossAdapterConformanceTests` (any case,
/// comma-separated; an unknown name fails with the catalog's names). `swift run primer-lab check Actito`
/// prints the same checks as a report.
///
/// Real gaps the suite found are listed per adapter in ``KnownGaps`` with a note; they show as known
/// issues, and one that stops failing fails the test until its entry goes.
@Suite struct CrossAdapterConformanceTests {
    static let adapters = SelectedAdapters(environment: ProcessInfo.processInfo.environment)

    static let cases: [(String, ConformanceCheck)] = adapters.names.flatMap { name in
        ConformanceCheck.allCases.map { (name, $0) }
    }

    @Test(arguments: cases)
    func everyAdapter(_ adapter: String, _ check: ConformanceCheck) async throws {
        let descriptor = try AdapterCatalog.standard.descriptor(named: adapter)
        try await expectConformance(descriptor, check, knownGaps: KnownGaps.all[descriptor.name] ?? [:])
    }

    @Test(arguments: adapters.includes("Pushwoosh") ? ConformanceCheck.allCases : [])
    func pushwooshThrottled(_ check: ConformanceCheck) async throws {
        try await expectConformance(Configured.pushwooshThrottled, check)
    }
}

/// Adapters in a non-default configuration, where that reaches behaviour the default does not.
enum Configured {
    /// Pushwoosh with a one-day `minInterval` and no settings fallback: its throttle, stamped at show time.
    static let pushwooshThrottled = PushwooshProfile.descriptor { builder in
        PushwooshProfile.basicCard(builder).minInterval(86_400).fallbackToSettings(false)
    }
}

/// Real gaps found by the suite that cannot be fixed at once, by adapter name, with what was observed
/// (`"Rakuten": [.exploration: "..."]`). Fix the adapter, then delete the entry. None is open today.
enum KnownGaps {
    static let all: [String: [ConformanceCheck: String]] = [:]
}
