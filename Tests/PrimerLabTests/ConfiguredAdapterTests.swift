import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerLab
import PrimerSimulator
import Testing

/// `--configure`, `--without`, the per-pair summary and card-less rows, over the real vendor adapters.
@Suite struct ConfiguredAdapterTests {
    static let catalog = AdapterCatalog.standard
    /// An hour after "later": only a throttled adapter keeps the card away.
    static let laterHourAgo = Scenario(start: .notDetermined, history: .laterHourAgo, card: .accept, prompt: .allow)
    static let deniedAccept = Scenario(start: .denied, card: .accept)

    static let pushwoosh = try! catalog.descriptor(named: "Pushwoosh")
    static let actito = try! catalog.descriptor(named: "Actito")

    static func configured(_ name: String, _ assignments: [(key: String, value: String)]) throws -> AdapterDescriptor {
        let configuration = try #require(try catalog.descriptor(named: name).configuration)
        return try configuration.configured(assignments).descriptor
    }

    @Test func pushwooshMinIntervalThrottlesTheCardAnHourAfterLater() async throws {
        let throttled = try Self.configured("Pushwoosh", [("minInterval", "7200")])
        let matrix = await BehaviourMatrix.observe([Self.pushwoosh, throttled], scenarios: [Self.laterHourAgo])
        #expect(matrix.cells[0][0].cardShown && matrix.cells[0][0].result == .granted)
        #expect(!matrix.cells[0][1].cardShown && matrix.cells[0][1].result == .suppressed)
        #expect(throttled.profile.capabilities.contains(.throttle))
    }

    @Test func pushwooshWithoutSettingsFallbackLeavesDeniedUsersOutOfSettings() async throws {
        let noFallback = try Self.configured("Pushwoosh", [("fallbackToSettings", "false")])
        let cell = await Self.deniedAccept.observe(noFallback)
        #expect(!cell.settingsOpened)
        #expect(!noFallback.profile.capabilities.contains(.settingsFallback))
    }

    @Test(arguments: [(days: "0", cardShown: true), (days: "1", cardShown: false)])
    func activeReachCooldownDaysDecideWhetherTheCardReturnsAnHourLater(days: String, cardShown: Bool) async throws {
        let cell = await Self.laterHourAgo.observe(try Self.configured("ActiveReach", [("cooldownDays", days)]))
        #expect(cell.cardShown == cardShown)
    }

    @Test(arguments: ["Actito", "Rakuten"])
    func authorizationOptionsReachTheSystemRequest(adapter: String) async throws {
        let key = try #require(try Self.catalog.descriptor(named: adapter).configuration?.keys.first?.name)
        let descriptor = try Self.configured(adapter, [(key, "alert+provisional")])
        let cell = await Scenario(start: .notDetermined, card: .accept, prompt: .allow).observe(descriptor)
        #expect(cell.trace.contains { $0.hasPrefix("request(") && $0.contains("provisional") })
        #expect(descriptor.profile.policy?.requestOptions.contains(.provisional) == true)
    }

    @Test func aConfiguredColumnIsNamedWithItsSettings() async {
        let run = await LabRun.run(
            [
                "matrix", "--adapters", "pushwoosh", "--configure", "PUSHWOOSH.minInterval=60",
                "--format", "json",
            ], catalog: Self.catalog)
        #expect(run.code == 0)
        #expect(run.output.contains("\"name\" : \"Pushwoosh minInterval=60\""))
    }

    @Test func diffOfOneAdapterWithItselfShowsWhatASettingChanges() async {
        let run = await LabRun.run(
            ["diff", "Pushwoosh", "Pushwoosh", "--configure", "pushwoosh.minInterval=7200"],
            catalog: Self.catalog)
        #expect(run.code == 0)
        #expect(run.output.contains("Migrating from Pushwoosh to Pushwoosh minInterval=7200"))
        #expect(run.output.contains("Users no longer see the primer card."))
    }

    @Test(arguments: [
        (
            ["--configure", "pushwoosh.minInterval=-1"],
            "primer-lab: --configure: bad value '-1' for Pushwoosh.minInterval; expected seconds, a finite number of 0 or more\n"
        ),
        (
            ["--configure", "pushwoosh.cooldownDays=3"],
            "primer-lab: --configure: Pushwoosh has no setting 'cooldownDays'; valid settings: minInterval, fallbackToSettings\n"
        ),
        (
            ["--configure", "activereach.cooldownDays=400"],
            "primer-lab: --configure: bad value '400' for ActiveReach.cooldownDays; expected a whole number of days from 0 to 365\n"
        ),
        (
            ["--configure", "actito.authorizationOptions=alert+loud"],
            "primer-lab: --configure: bad value 'alert+loud' for Actito.authorizationOptions; expected none or option names "
                + "joined by + (badge, sound, alert, carPlay, criticalAlert, providesAppNotificationSettings, provisional, "
                + "announcement, timeSensitive)\n"
        ),
        (
            ["--configure", "minInterval=5"],
            "primer-lab: bad value 'minInterval=5' for --configure; valid values: ADAPTER.KEY=VALUE[,ADAPTER.KEY=VALUE...]\n"
        ),
        (["--configure", "reference.x=1"], "primer-lab: --configure: Reference has no settings to configure\n"),
        (
            ["--configure", "nobody.x=1"],
            "primer-lab: unknown adapter 'nobody'; valid adapters: "
                + (AdapterCatalog.standard.names + AdapterCatalog.standard.checkedOnly.map(\.name))
                .joined(separator: ", ")
                + "\n"
        ),
        (
            ["--adapters", "actito", "--configure", "pushwoosh.minInterval=5"],
            "primer-lab: --configure: Pushwoosh is not compared here; adapters compared: Actito\n"
        ),
        (["--adapters", "actito", "--without", "Actito"], "primer-lab: --without leaves no adapter to show\n"),
        (
            ["--configure", "pushwoosh.minInterval=5,Pushwoosh.MININTERVAL=6"],
            "primer-lab: --configure: Pushwoosh.MININTERVAL is given more than once; give it once\n"
        ),
    ])
    func badSettingsAreTypedErrorsInTheToolsWords(arguments: [String], message: String) async {
        let run = await LabRun.run(["matrix"] + arguments, catalog: Self.catalog)
        #expect(run.code == 2)
        #expect(run.error == message)
        #expect(run.output.isEmpty)
    }

    @Test func helpListsWhatEachAdapterCanSet() async {
        let run = await LabRun.run(["matrix", "--help"], catalog: Self.catalog)
        #expect(run.output.contains("--configure keys: Reference: nothing. ActiveReach: cooldownDays"))
        #expect(run.output.contains("Pushwoosh: minInterval"))
    }

    @Test func withoutLeavesAColumnOutAndPairsAreCountedPerPair() async throws {
        let run = await LabRun.run(["matrix", "--without", "actito,reference"], catalog: Self.catalog)
        #expect(run.code == 0)
        let shown = Self.catalog.names.filter { !["Actito", "Reference"].contains($0) }
        #expect(run.lines.first?.split(separator: " ").dropFirst(2).map(String.init) == shown)
        let pairs = run.lines.filter { $0.hasPrefix("  ") && $0.contains(" · ") }
        #expect(pairs.count == shown.count * (shown.count - 1) / 2)
        #expect(pairs.allSatisfy { $0.contains("scenarios differ") || $0.contains("behave the same") })
        #expect(!run.output.contains("Actito"))
    }

    @Test func pairCountsMatchTheCells() async throws {
        let matrix = await BehaviourMatrix.observe(
            [.reference, .reference, Self.actito],
            scenarios: [Self.deniedAccept, Self.laterHourAgo])
        let pairs = PairDifference.all(in: matrix)
        #expect(pairs.map(\.differing) == [0, 2, 2])
        #expect(pairs[0].sentence == "Reference · Reference: behave the same in every scenario")
    }

    @Test func aCardlessAdaptersRowSaysNoCardWasShownAndWhatTheAppAsked() async throws {
        let cell = await Scenario(start: .notDetermined, card: .later, prompt: .allow).observe(Self.actito)
        #expect(cell.cardless && !cell.cardShown && cell.result == .granted)
        let carded = await Scenario(start: .notDetermined, card: .later).observe(Self.pushwoosh)
        #expect(!carded.cardless && carded.cardShown)

        let markdown = await LabRun.run(
            ["matrix", "--adapters", "actito", "--format", "markdown"], catalog: Self.catalog)
        let laterRow = try #require(
            markdown.lines.first { $0.contains("notDetermined · first attempt · card: later |") })
        #expect(laterRow.contains("| no card; the app asked, prompt: Allow, APNs registration → **granted**"))
        let table = await LabRun.run(["matrix", "--adapters", "actito"], catalog: Self.catalog)
        #expect(table.lines.contains { $0.hasSuffix("aP.R GRNT*") })
        #expect(!table.lines.contains { $0.contains(" C") && $0.contains("GRNT") })
    }
}

/// The matrix says which Settings page a denied user was sent to.
@Suite struct SettingsDestinationCellTests {
    @Test func aDeniedAcceptCellNamesTheSettingsPage() async throws {
        let pushwoosh = try AdapterCatalog.standard.descriptor(named: "Pushwoosh")
        let cell = await Scenario(start: .denied, card: .accept).observe(pushwoosh)
        #expect(cell.settingsOpened && cell.settingsDestination == .notificationSettings)
        let none = await Scenario(start: .notDetermined, card: .later).observe(pushwoosh)
        #expect(none.settingsDestination == nil)

        let json = await LabRun.run(["matrix", "--adapters", "pushwoosh", "--format", "json"], catalog: .standard)
        #expect(json.output.contains("\"settingsDestination\" : \"notificationSettings\""))
        let html = await LabRun.run(["matrix", "--adapters", "pushwoosh", "--format", "html"], catalog: .standard)
        #expect(html.output.contains("title=\"Settings opened: notification settings\""))
    }
}
