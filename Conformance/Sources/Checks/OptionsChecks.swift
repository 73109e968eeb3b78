@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The notification-options capability.
extension CheckContext {
    /// A set no vendor ships by default, so reading it back proves the setter works.
    static let customOptions = NotificationOptions(
        authorization: [.alert, .carPlay], presentation: [.list, .sound],
        category: [.allowInCarPlay])

    /// Defaults as declared and requested; a configured set reads back and is requested instead.
    func optionsAsDeclared() async {
        guard let declared = profile.defaultOptions else {
            fail("profile of \(profile.adapter): defaultOptions", got: "nil", want: "the options used by default")
            return
        }
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .notDetermined, into: &failures)
        keep(failures, owned: [])
        let driver = harness.currentDriver()
        let defaults = await (driver as? any NotificationOptionsDriver)?.notificationOptions()
        if defaults != declared {
            fail("\(harness.location): notificationOptions()", got: describe(defaults), want: describe(declared))
        }
        await foregroundPresentations(driver, configured: declared.presentation, at: harness.location)
        let requested = await requestsOfFirstAccept(harness)
        if requested != [declared.authorization] {
            fail(
                "\(harness.location) › present(accept): requested options", got: requested.summary,
                want: [declared.authorization].summary)
        }

        let configured = await Harness.launched(descriptor, status: .notDetermined, into: &failures)
        let custom = Self.customOptions
        let options = configured.currentDriver() as? any NotificationOptionsDriver
        if await options?.configureOptions(custom, handlesSettingsLink: true) != true {
            fail(
                "\(configured.location) › configureOptions",
                got: options == nil ? "no NotificationOptionsDriver" : "false (refused)", want: "true")
            return
        }
        let readBack = await options?.notificationOptions()
        if readBack != custom {
            fail(
                "\(configured.location) › configureOptions › notificationOptions()", got: describe(readBack),
                want: describe(custom))
        }
        await foregroundPresentations(
            configured.currentDriver(), configured: custom.presentation, at: "\(configured.location) › configureOptions"
        )
        let requestedCustom = await requestsOfFirstAccept(configured)
        if requestedCustom != [custom.authorization] {
            fail(
                "\(configured.location) › configureOptions › present(accept): requested options",
                got: requestedCustom.summary, want: [custom.authorization].summary)
        }
    }

    /// `providesAppNotificationSettings` without a handler is reported; with one it is not.
    func optionsSettingsHandlerMissing() async {
        let code = "options.settingsHandlerMissing"
        var options = profile.defaultOptions ?? .standard
        options.authorization.insert(.providesAppNotificationSettings)
        for handles in [false, true] {
            var failures: [ConformanceFailure] = []
            let harness = await Harness.launched(descriptor, status: .notDetermined, into: &failures)
            keep(failures, owned: [])
            let accepted =
                await (harness.currentDriver() as? any NotificationOptionsDriver)?.configureOptions(
                    options, handlesSettingsLink: handles) ?? false
            _ = await requestsOfFirstAccept(harness)
            let reported = harness.device.diagnostics.contains { $0.code == code }
            let at =
                "\(harness.location) › configureOptions(+providesAppNotificationSettings, handler: \(handles)) › present"
            if !accepted { fail(at, got: "configureOptions returned false", want: "true") }
            if reported == handles {
                fail(
                    "\(at): diagnostic \(code)", got: reported ? "reported" : "not reported",
                    want: handles ? "not reported (the app handles the link)" : "reported on the device")
            }
        }
        await settingsLinkLeftToDefault(options)
    }

    /// With an app delegate that leaves the settings link to the vendor's default handler
    /// (``SettingsLinkDriver``), the link used twice after a present reports the diagnostic once.
    private func settingsLinkLeftToDefault(_ options: NotificationOptions) async {
        let code = "options.settingsHandlerMissing"
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .notDetermined, into: &failures)
        keep(failures, owned: [])
        guard let driver = harness.currentDriver() as? any SettingsLinkDriver else {
            await harness.stop()
            return
        }
        let at =
            "\(harness.location) › configureOptions(+providesAppNotificationSettings, delegate without the handler) "
            + "› present › settings link twice"
        CheckScope.current.get()?.enter(at)
        let accepted = await driver.configureOptionsLeavingSettingsLinkToDefault(options)
        _ = await requestsOfFirstAccept(harness)
        await driver.openSettingsLink()
        await driver.openSettingsLink()
        let reports = harness.device.diagnostics.filter { $0.code == code }.count
        if !accepted { fail(at, got: "configureOptionsLeavingSettingsLinkToDefault returned false", want: "true") }
        if reports != 1 {
            fail(
                "\(at): diagnostic \(code)", got: "reported \(reports) times",
                want: "once, because the delegate leaves the handler the documentation makes mandatory to a "
                    + "default that opens nothing, which only the link's first use can reveal")
        }
        await harness.stop()
    }

    /// With push events too: every sample's payload, and a plain push from no vendor, arriving in the
    /// foreground is shown with the app's presentation options (`configured`), or with those the sample
    /// declares the vendor forces for it.
    private func foregroundPresentations(
        _ driver: any PrimerDriver, configured: PresentationOptions, at location: String
    ) async {
        guard profile.capabilities.contains(.pushEvents) else { return }
        let samples =
            profile.pushSamples.map { ($0.name, $0.delivery.payloadJSON, $0.foregroundPresentation) }
            + Self.genericPushes.map { ("\($0)", $0.payloadJSON, nil) }
        var seen = Set<String>()
        for (name, payload, forced) in samples where seen.insert(payload).inserted {
            let want = forced ?? configured
            let got = await (driver as? any ForegroundPresentationDriver)?.foregroundPresentation(payload)
            guard got != want else { continue }
            fail(
                "\(location) › push \(name) in the foreground: presentation options",
                got: got.map { "\($0.names)" } ?? "nil (no ForegroundPresentationDriver, or no options)",
                want: "\(want.names), because "
                    + (forced == nil
                        ? "the app's presentation options apply to every push the vendor does not force"
                        : "the vendor forces them for this payload"))
        }
    }

    private func requestsOfFirstAccept(_ harness: Harness) async -> [AuthorizationOptions] {
        let start = harness.device.trace.count
        harness.device.user = ScriptedUser(cardAnswers: [.accept], promptAnswers: [.allow])
        _ = await harness.currentDriver().presentPrimer()
        _ = await harness.takeReports()
        return harness.device.trace[start...].compactMap {
            if case let .requestAuthorization(options) = $0 { options } else { nil }
        }
    }

    private func describe(_ options: NotificationOptions?) -> String {
        guard let options else { return "nil" }
        return
            "authorization \(options.authorization.names), presentation \(options.presentation.names), category \(options.category.names)"
    }
}
