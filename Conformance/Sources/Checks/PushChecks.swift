@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The push-event capability: declared samples heard as declared, once, in order; unknown senders to
/// the unknown callbacks; malformed payloads harmless.
extension CheckContext {
    /// Each recognised sample alone, then every sample in one batch, against the declared reports.
    func pushEventsDelivered() async {
        let samples = profile.pushSamples.filter(\.recognised)
        if samples.isEmpty {
            fail(
                "profile of \(profile.adapter): pushSamples", got: "no recognised sample",
                want: "at least one of the vendor's own payloads with the reports the app hears")
        }
        await deliverEach(samples)
        await deliverBatch(profile.pushSamples)
        await deliverTwice(samples)
        await deliverGeneric()
        await deliverDismissed(samples)
        await deliverWithoutSettingsHandler(profile.pushSamples)
    }

    /// Every sample, and a plain push from no vendor, with the app configured without a settings handler
    /// (Actito's app then has no delegate and observes `ActitoPush.eventRouter`): each still reaches the
    /// app, one report for each declared one (the plain push: one at least), because an app hears its
    /// pushes whichever way it observes them.
    private func deliverWithoutSettingsHandler(_ samples: [PushSample]) async {
        guard let options = profile.defaultOptions, profile.capabilities.contains(.notificationOptions) else { return }
        let deliveries =
            samples.map { ($0.name, $0.delivery, Optional($0.reports.count)) }
            + Self.genericPushes.map { ("\($0)", $0, nil) }
        for (name, delivery, declared) in deliveries {
            var failures: [ConformanceFailure] = []
            let harness = await Harness.launched(descriptor, status: .authorized, into: &failures)
            keep(failures, owned: [])
            let driver = harness.currentDriver()
            let configured = await (driver as? any NotificationOptionsDriver)?
                .configureOptions(options, handlesSettingsLink: false)
            guard configured == true else { return }
            _ = await (driver as? any PushEventsDriver)?.deliverPush(delivery)
            let heard = await harness.takeReports().map(\.vendorForm)
            guard declared.map({ heard.count != $0 }) ?? heard.isEmpty else { continue }
            fail(
                "\(harness.location) › configureOptions(handler: false) › push \(name)", got: "\(heard)",
                want: (declared.map { "\($0) report(s)" } ?? "one report at least")
                    + ", because the app hears its pushes whichever way it observes them")
        }
    }

    /// Each recognised payload dismissed by the user (the system's dismiss action): the declared
    /// `dismissedReports`, by default nothing: a dismissal is not an open or an action.
    private func deliverDismissed(_ samples: [PushSample]) async {
        var seen = Set<String>()
        for sample in samples where seen.insert(sample.delivery.payloadJSON).inserted {
            var failures: [ConformanceFailure] = []
            let harness = await Harness.launched(descriptor, status: .authorized, into: &failures)
            keep(failures, owned: [])
            let dismissal = PushDelivery(
                .openedAction(identifier: PushDelivery.dismissActionIdentifier, responseText: nil),
                payloadJSON: sample.delivery.payloadJSON)
            _ = await (harness.currentDriver() as? any PushEventsDriver)?.deliverPush(dismissal)
            let heard = await harness.takeReports().map(\.vendorForm)
            if heard != sample.dismissedReports {
                fail(
                    "\(harness.location) › push \(sample.name) dismissed by the user", got: "\(heard)",
                    want: "\(sample.dismissedReports), because a dismissal is not an open or an action")
            }
        }
    }

    /// Each sample from another sender alone: the declared unknown callbacks.
    func pushUnknownPayloads() async {
        let samples = profile.pushSamples.filter { !$0.recognised }
        if samples.isEmpty {
            fail(
                "profile of \(profile.adapter): pushSamples", got: "no unrecognised sample",
                want: "at least one payload from another sender with the unknown callbacks the app hears")
        }
        let recognisedForms = Set(profile.pushSamples.filter(\.recognised).flatMap(\.reports))
        for sample in samples where !sample.reports.isEmpty && sample.reports.allSatisfy(recognisedForms.contains) {
            fail(
                "profile of \(profile.adapter): push sample \(sample.name)",
                got: "only callbacks of recognised pushes \(sample.reports)",
                want: "an unknown-notification callback")
        }
        await deliverEach(samples)
    }

    /// Malformed payloads of every kind: no crash, no callback of a recognised push, nothing lost from
    /// the disk, and the adapter still hears the next good push.
    func pushMalformedPayloads() async {
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .authorized, into: &failures)
        failures += await harness.perform([.later, .advance(pastThrottle)])
        keep(failures, owned: [])
        let diskBefore = harness.device.disk.snapshot
        let driver = harness.currentDriver()
        let recognisedForms = Set(profile.pushSamples.filter(\.recognised).flatMap(\.reports))
        let kinds: [PushDelivery.Kind] = [
            .received, .opened, .openedAction(identifier: "reply", responseText: "\u{0}"),
        ]
        for payload in Self.malformedPayloads {
            for kind in kinds {
                let delivery = PushDelivery(kind, payloadJSON: payload.json)
                _ = await (driver as? any PushEventsDriver)?.deliverPush(delivery)
                let heard = await harness.takeReports().map(\.vendorForm).filter(recognisedForms.contains)
                if !heard.isEmpty {
                    fail(
                        "\(harness.location) › push \(payload.name) (\(kind))", got: "recognised callbacks \(heard)",
                        want: "no callback of a recognised push")
                }
            }
        }
        let lost = diskBefore.keys.filter { harness.device.disk.value(forKey: $0) == nil }
        if !lost.isEmpty {
            fail("\(harness.location) › malformed pushes: stored keys", got: "lost \(lost.sorted())", want: "kept")
        }
        if let sample = profile.pushSamples.first(where: \.recognised) {
            _ = await (driver as? any PushEventsDriver)?.deliverPush(sample.delivery)
            let heard = await harness.takeReports().map(\.vendorForm)
            if heard != sample.reports {
                fail(
                    "\(harness.location) › malformed pushes › push \(sample.name)", got: "\(heard)",
                    want: "\(sample.reports)")
            }
        }
    }

    // MARK: Helpers

    /// Pushes any app can receive, whatever its vendor: each must reach the app (a recognised or an
    /// unknown callback), on the main actor when the callback says so.
    private func deliverGeneric() async {
        for delivery in Self.genericPushes {
            var failures: [ConformanceFailure] = []
            let harness = await Harness.launched(descriptor, status: .authorized, into: &failures)
            keep(failures, owned: [])
            let delivered = await (harness.currentDriver() as? any PushEventsDriver)?.deliverPush(delivery) ?? false
            let heard = await harness.takeReports()
            let at = "\(harness.location) › push \(delivery)"
            if !delivered { fail(at, got: "deliverPush returned false", want: "the push delivered") }
            if heard.isEmpty {
                fail(at, got: "no callback", want: "the push reaching the app (an unknown callback at least)")
            }
            for report in heard where report.onMainThread == false {
                fail("\(at): thread of \(report.vendorForm)", got: "a background thread", want: "the main thread")
            }
        }
    }

    /// A plain alert push from no vendor in particular, received and opened.
    static let genericPushes: [PushDelivery] = [
        PushDelivery(
            .received, payloadJSON: #"{"aps": {"alert": {"title": "Hello", "body": "From the app's server"}}}"#),
        PushDelivery(.opened, payloadJSON: #"{"aps": {"alert": "Hello"}, "deeplink": "app://orders/1"}"#),
    ]

    private func deliverEach(_ samples: [PushSample]) async {
        for sample in samples {
            var failures: [ConformanceFailure] = []
            let harness = await Harness.launched(descriptor, status: .authorized, into: &failures)
            keep(failures, owned: [])
            let diagnosedBefore = harness.device.diagnostics.count
            let delivered =
                await (harness.currentDriver() as? any PushEventsDriver)?.deliverPush(sample.delivery) ?? false
            let heard = await harness.takeReports()
            let diagnosed = harness.device.diagnostics.dropFirst(diagnosedBefore).map(\.code)
            let at = "\(harness.location) › push \(sample.name) (\(sample.delivery))"
            if !delivered { fail(at, got: "deliverPush returned false", want: "the push delivered") }
            if heard.map(\.vendorForm) != sample.reports {
                fail(at, got: "\(heard.map(\.vendorForm))", want: "\(sample.reports)")
            }
            if diagnosed != sample.diagnostics {
                fail(
                    "\(at): diagnostics on the device", got: "\(diagnosed)",
                    want: "\(sample.diagnostics), because a push the adapter drops or cannot read is reported, "
                        + "never lost silently, and a push it delivers is no warning")
            }
            for report in heard where report.onMainThread == false {
                fail("\(at): thread of \(report.vendorForm)", got: "a background thread", want: "the main thread")
            }
        }
    }

    private func deliverBatch(_ samples: [PushSample]) async {
        guard samples.count > 1 else { return }
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .authorized, into: &failures)
        keep(failures, owned: [])
        for sample in samples {
            _ = await (harness.currentDriver() as? any PushEventsDriver)?.deliverPush(sample.delivery)
        }
        let heard = await harness.takeReports().map(\.vendorForm)
        let want = samples.flatMap(\.reports)
        if heard != want {
            fail(
                "\(harness.location) › \(samples.count) pushes in a row (\(samples.map(\.name).joined(separator: ", ")))",
                got: "\(heard)", want: "\(want)")
        }
    }

    private func deliverTwice(_ samples: [PushSample]) async {
        guard let sample = samples.first else { return }
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .authorized, into: &failures)
        keep(failures, owned: [])
        _ = await (harness.currentDriver() as? any PushEventsDriver)?.deliverPush(sample.delivery)
        _ = await (harness.currentDriver() as? any PushEventsDriver)?.deliverPush(sample.delivery)
        let heard = await harness.takeReports().map(\.vendorForm)
        if heard != sample.reports + sample.reports {
            fail(
                "\(harness.location) › push \(sample.name) twice", got: "\(heard)",
                want: "\(sample.reports + sample.reports)")
        }
    }

    /// Payloads no sender should produce, named for reports.
    static let malformedPayloads: [(name: String, json: String)] = [
        ("empty text", ""), ("truncated object", "{\"aps\": {"), ("null", "null"), ("array", "[1, 2]"),
        ("number", "42"), ("string", "\"aps\""), ("aps as a string", "{\"aps\": \"alert\"}"),
        ("alert as a number", "{\"aps\": {\"alert\": 42, \"badge\": \"x\"}}"),
        ("lone surrogate", "{\"aps\": {\"alert\": \"\\ud800\"}}"),
        ("deep nesting", String(repeating: "{\"a\":", count: 200) + "1" + String(repeating: "}", count: 200)),
        ("huge string", "{\"aps\": {\"alert\": \"" + String(repeating: "x", count: 200_000) + "\"}}"),
        (
            "every vendor key with wrong types",
            "{\"x-sender\": 1, \"p\": [], \"notificationId\": {}, \"_ar\": true, \"aps\": []}"
        ),
    ]
}
