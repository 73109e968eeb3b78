import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// Promise 4: the throttle, its stamp on disk, relaunches and a store holding values nobody can read.
extension CheckContext {
    private var period: TimeInterval { policy.throttle.oraclePeriod ?? 86_400 }

    /// The card stays hidden while the throttle runs (clock moved forwards and backwards) and shows once
    /// it ends.
    func throttleHonoured() async {
        let half = (period / 2).rounded(.down)
        await scenario(
            from: .notDetermined,
            [
                .later, .later, .advance(half), .dismiss, .advance(period - half - 1), .later,
                .advance(1), .later, .advance(period), .acceptDontAllow, .acceptDontAllow,
                .advance(period), .acceptAllow,
            ])
        await scenario(
            from: .notDetermined,
            [
                .dismiss, .advance(-2 * period - 86_400), .dismiss, .advance(-half), .later,
                .advance(3 * period), .later,
            ])
        await scenario(
            from: .denied,
            [
                .acceptDontAllow, .foreground, .acceptDontAllow, .advance(period), .acceptDontAllow,
                .foreground,
            ])
        // The band promise 4 is decided in: a clock moved back by one period keeps the card hidden for two
        // (a stamp exactly one period ahead still counts, "at most twice the period"); moved back by a
        // second more, the stamp reads as none and the card shows at once.
        await scenario(
            from: .notDetermined,
            [
                .later, .advance(-period), .later, .advance(2 * period - 1), .dismiss, .advance(1), .later,
                .advance(-period - 1), .later,
            ])
        // A profile that maps resetThrottle to a call of the vendor's API: the reset forgets the stamp on
        // disk, so the card shows again at once (and the next answer throttles again).
        if profile.apiMapping.contains(where: { $0.concept == .resetThrottle }) {
            await scenario(from: .notDetermined, [.later, .resetThrottle, .dismiss, .relaunch, .resetThrottle, .later])
        }
    }

    /// The stamp is on disk when the outcome is reported, for every moment that writes it.
    func throttlePersistedBeforeOutcome() async {
        for first in [
            ScenarioStep.later, .dismiss, .acceptDontAllow, .acceptAllow, .present(.failedToPresent, .allow, .leave),
        ] {
            await scenario(from: .notDetermined, [first, .advance(period), .later])
        }
        await scenario(from: .denied, [.acceptDontAllow, .foreground])
        // A card that fails to show over an older, expired stamp puts that stamp back (it throttles
        // nothing), rather than keeping its own show-time stamp or none.
        await scenario(
            from: .notDetermined, [.later, .advance(period), .present(.failedToPresent, .allow, .leave), .later],
            owned: [.throttlePersistedBeforeOutcome, .throttleSurvivesRelaunch, .throttleHonoured])
    }

    /// The stamp survives relaunches.
    func throttleSurvivesRelaunch() async {
        let owned: Set<ConformanceCheck> = [.throttleSurvivesRelaunch, .throttleHonoured]
        await scenario(
            from: .notDetermined, [.later, .relaunch, .later, .relaunch, .advance(period), .relaunch, .later],
            owned: owned)
        await scenario(
            from: .notDetermined,
            [
                .dismiss, .relaunch, .advance((period / 2).rounded(.down)), .relaunch,
                .dismiss, .relaunch, .relaunch, .later,
            ], owned: owned)
        await scenario(
            from: .denied, [.acceptDontAllow, .relaunch, .acceptDontAllow, .relaunch, .foreground], owned: owned)
        // A stamp on disk from before this install's first launch, as the vendors' SDKs write it: whole
        // seconds (an integer) or a double with a fraction, half a period old. It throttles until its period
        // ends, whichever store decodes it.
        let now = ManualClock.defaultStart.timeIntervalSince1970
        let age = (period / 2).rounded(.down)
        for stamp: StoredValue in [.int(Int(now - age)), .double(now - age + 0.25)] {
            await scenario(
                from: .notDetermined, [.later, .relaunch, .advance(period - age - 1), .later, .advance(2), .later],
                disk: [policy.throttle.storageKey: stamp], owned: owned,
                label: "from notDetermined, stamp \(stamp) on disk", seedsStamp: true)
        }
        // Killed while the card is up: a show-time stamp must already be on disk.
        await scenario(
            from: .notDetermined,
            [
                .relaunchWithCardUp, .later, .advance(period), .relaunchWithCardUp, .relaunch,
                .later,
            ], owned: owned.union([.throttlePersistedBeforeOutcome]))
    }

    /// Every key the adapter writes, seeded with values of the wrong type, non-finite or far in the
    /// future: the adapter behaves as if the key were absent (no crash, no lock-out), whatever it stores.
    func corruptStoreTolerated() async {
        var keys = Set<String>()
        if policy.throttle.oraclePeriod != nil { keys.insert(policy.throttle.storageKey) }
        for (status, steps) in discoveryRuns {
            let harness = Harness(descriptor: descriptor, status: status)
            _ = await harness.perform([.launch] + steps)
            keys.formUnion(harness.device.disk.snapshot.keys)
        }
        let firstStep: ScenarioStep = hasCard ? .later : .acceptAllow
        let steps: [ScenarioStep] = [
            .launch, firstStep, .relaunch, .advance(pastThrottle), .acceptAllow, .relaunch, .acceptAllow,
        ]
        // What differs from a clean disk is the corruption's doing; the rest belongs to other checks.
        let label = "from notDetermined"
        let baseline = Set(
            await Harness(descriptor: descriptor, status: .notDetermined, label: label).perform(steps)
                .map(\.description))
        for key in keys.sorted() {
            for value in Self.corruptValues {
                let seeded = "from notDetermined, disk '\(key)' = \(value)"
                let harness = Harness(descriptor: descriptor, status: .notDetermined, disk: [key: value], label: seeded)
                for failure in await harness.perform(steps) {
                    var clean = failure
                    clean.step = label + failure.step.dropFirst(seeded.count)
                    guard !baseline.contains(clean.description) else { continue }
                    keep([failure], owned: Set(ConformanceCheck.allCases))
                }
            }
        }
    }

    /// Short runs that make the adapter write whatever it stores.
    private var discoveryRuns: [(AuthorizationStatus, [ScenarioStep])] {
        [
            (.notDetermined, [.later, .advance(pastThrottle), .acceptAllow, .relaunch, .flipInSettings]),
            (.notDetermined, [.dismiss, .advance(pastThrottle), .acceptDontAllow, .relaunch]),
            (.denied, [.acceptAllow, .foreground, .relaunch]),
            (.provisional, [.acceptAllow]),
        ]
    }

    /// Values no adapter can have written for a stamp or a flag.
    static let corruptValues: [StoredValue] = [
        .string("garbage"), .bool(true), .data([0xFF, 0x00, 0xFE]), .double(.nan), .double(.infinity),
        .int(.max), .double(ManualClock.defaultStart.timeIntervalSince1970 + 400 * 86_400),
    ]
}
