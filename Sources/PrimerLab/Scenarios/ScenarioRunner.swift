import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

extension Scenario {
    /// Drives `descriptor`'s adapter through this scenario on a fresh simulated device and observes the
    /// measured step. Earlier attempts and relaunches go through the adapter's own driver, so nothing
    /// about the adapter is assumed.
    package func observe(_ descriptor: AdapterDescriptor) async -> CellObservation {
        let cardless = !descriptor.profile.capabilities.contains(.softAskCard)
        var user = user
        // A card-less adapter's earlier attempt answers no card: the row's card answer is for the one card
        // it may show, the vendor's Settings alert (OneSignal's), in every attempt.
        if cardless { user.cardAnswers = [card] }
        let device = SimulatedDevice(
            status: start, user: user,
            registration: fault == .registrationFails
                ? .failure("no valid aps-environment entitlement string found for application")
                : .deterministicToken())
        // The suite's session: the same factory call, settle rule and teardown as the conformance checks.
        let session = DriverSession(descriptor: descriptor, device: device)
        await session.launch()
        if history.earlierAnswers != nil {
            _ = await session.currentDriver().presentPrimer()
            _ = await session.settle()
            device.clock.advance(by: history.elapsed)
            if history.relaunches { await session.relaunch() }
        }
        switch fault {
        case .requestFails: device.requestFailure = "UNErrorDomain error 1 (notifications not allowed)"
        case .settingsUnavailable: device.settingsAvailable = false
        case .none, .registrationFails: break
        }

        let traceStart = device.trace.count
        let destinationsStart = device.settingsDestinations.count
        // Let the launch settle first (an SDK may configure and write its cache asynchronously), so what
        // the attempt stored is compared with a finished launch, the same on every run.
        var reports = await session.settle()
        let diskBefore = device.disk.snapshot
        let attempt = await session.currentDriver().presentPrimer()
        reports += await session.settle()
        if aftermath != .none {
            await device.returnToForeground()
            reports += await session.settle()
        }
        await session.stop()
        let trace = Array(device.trace.dropFirst(traceStart))

        return CellObservation(
            cardShown: trace.contains { if case .cardShown = $0 { true } else { false } },
            prompt: trace.lazy.compactMap { if case let .promptShown(answer) = $0 { answer } else { nil } }.first,
            requests: trace.filter { if case .requestAuthorization = $0 { true } else { false } }.count,
            settingsOpened: trace.contains(.settingsOpened),
            registrations: trace.filter { $0 == .registerForRemoteNotifications }.count,
            result: attempt.result, vendorOutcome: attempt.vendorOutcome,
            adapterReports: reports,
            persisted: Self.changes(from: diskBefore, to: device.disk.snapshot, now: device.clock.now),
            endStatus: device.status, trace: trace.filter { $0 != .foreground }.map(\.description),
            cardless: cardless,
            settingsDestination: device.settingsDestinations.dropFirst(destinationsStart).last)
    }

    /// The keys whose value changed between two snapshots of the disk, sorted by key.
    static func changes(
        from before: [String: StoredValue], to after: [String: StoredValue],
        now: Date
    ) -> [StoreChange] {
        let keys = Set(before.keys).union(after.keys).sorted()
        return keys.compactMap { key in
            guard before[key] != after[key] else { return nil }
            return StoreChange(key: key, value: after[key].map { render($0, now: now) })
        }
    }

    /// A stored value for people: timestamps at the simulated "now" read `now`.
    private static func render(_ value: StoredValue, now: Date) -> String {
        switch value {
        case let .double(number) where number == now.timeIntervalSince1970: "now"
        case let .double(number): "\(number)"
        case let .int(number) where Double(number) == now.timeIntervalSince1970: "now"
        case let .int(number): "\(number)"
        case let .bool(flag): "\(flag)"
        case let .string(text): "\"\(text)\""
        case let .data(bytes): "\(bytes.count) bytes"
        }
    }
}
