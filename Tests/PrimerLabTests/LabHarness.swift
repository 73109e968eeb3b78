import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerLab
import PrimerSimulator

/// Runs `primer-lab` in-process and captures what it printed.
struct LabRun {
    let code: Int32
    let output: String
    let error: String

    /// The output's lines (without the final empty line).
    var lines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
            output.hasSuffix("\n") ? 1 : 0)
    }

    static func run(
        _ arguments: [String], catalog: AdapterCatalog = LabHarness.catalog,
        terminal: Bool = false
    ) async -> LabRun {
        let output = ReportLog<String>()
        let error = ReportLog<String>()
        let console = Console(isTerminal: terminal, output: output.append, error: error.append)
        let code = await PrimerLab(catalog: catalog, console: console).run(arguments)
        return LabRun(code: code, output: output.all.joined(), error: error.all.joined())
    }
}

/// Adapters for the lab's own tests: the reference adapter and two variants built on the same engine
/// with other rules, so that differences are real observations (no vendor module needed).
enum LabHarness {
    /// Denied users never see the card; no throttle; vendor words differ from the canonical ones.
    static let suppressor: AdapterDescriptor = {
        let policy = PrimerPolicy(denied: .suppress, throttle: .none, registration: .never)
        var profile = ReferenceProfile.profile(policy: policy)
        profile.adapter = "Suppressor"
        profile.capabilities = [.softAskCard, .provisionalUpgrade]
        profile.reporting.removeAll {
            [.registered, .registrationFailed, .redirectedToSettings, .settingsReturned].contains($0.event)
        }
        profile.apiMapping = [APIMapping(.showPrimer, "Suppressor.ask()")]
        profile.quirks = [
            VendorQuirk(
                summary: "denied users", documented: "suppressed",
                shipping: "shown a dead-end card")
        ]
        return AdapterDescriptor(profile: profile) { environment in
            ReferenceDriver(primer: ReferencePrimer(environment: environment, policy: policy))
        }
    }()

    /// Broken on purpose: every launch gets a new, empty store, so the throttle is forgotten on relaunch.
    static let amnesiac: AdapterDescriptor = {
        var profile = ReferenceProfile.profile()
        profile.adapter = "Amnesiac"
        return AdapterDescriptor(profile: profile) { environment in
            ReferenceDriver(primer: ReferencePrimer(environment: environment.with(store: InMemoryStore())))
        }
    }()

    /// The reference adapter plus ``suppressor``.
    static let catalog = AdapterCatalog([.reference, suppressor])
}
