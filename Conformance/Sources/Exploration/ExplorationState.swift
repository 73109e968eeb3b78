import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// What the future of a sequence depends on, with times made relative to now, so two sequences that
/// reach equal states need not both be extended.
struct ExplorationState: Hashable {
    let status: AuthorizationStatus
    let stampAge: StampAge
    let awaitingSettingsReturn: Bool
    let deviceStatus: AuthorizationStatus
    let foregroundObservers: Int
    let disk: [String: DiskValue]
    let presentedSinceLaunch: Bool

    /// A stored value as it matters for the future: JSON documents as their parsed values, so that key
    /// order and spacing make no difference and nothing is serialised again.
    enum DiskValue: Hashable {
        case stored(StoredValue)
        case json(PushValue)
    }

    /// The model's stamp as it matters for the future.
    enum StampAge: Hashable {
        case none
        /// Seconds since the stamp, while it still throttles (or lies in the readable future).
        case running(TimeInterval)
        /// The throttle is over, or the stamp reads as none.
        case over
    }

    init(_ harness: Harness, presented: Bool) {
        let model = harness.model
        status = model.status
        awaitingSettingsReturn = model.awaitingSettingsReturn
        let now = model.now
        if let stamp = model.stamp {
            stampAge = model.isThrottled ? .running(now.timeIntervalSince(stamp)) : .over
        } else {
            stampAge = .none
        }
        deviceStatus = harness.device.status
        foregroundObservers = harness.device.foregroundObservers
        var disk = harness.device.disk.snapshot.mapValues { Self.canonical(Self.relative($0, to: now)) }
        // A stamp whose throttle is over behaves like any other expired stamp.
        let key = model.policy.throttle.storageKey
        if model.policy.throttle.oraclePeriod != nil, disk[key] != nil, stampAge == .over {
            disk[key] = .stored(.string("over"))
        }
        self.disk = disk
        presentedSinceLaunch = presented
    }

    /// JSON documents as parsed values: an adapter that encodes dictionaries without sorted keys writes
    /// the same state in varying byte orders, and the search would never see it repeat.
    private static func canonical(_ value: StoredValue) -> DiskValue {
        guard case let .data(bytes) = value, let document = try? PushValue(json: Data(bytes)) else {
            return .stored(value)
        }
        return .json(document)
    }

    /// Numbers that look like dates near now become ages, so the same history a day later is the same
    /// state.
    private static func relative(_ value: StoredValue, to now: Date) -> StoredValue {
        let reference = now.timeIntervalSince1970
        switch value {
        case let .double(seconds) where seconds.isFinite && abs(seconds - reference) < 20 * 365 * 86_400:
            return .double(reference - seconds)
        case let .int(seconds) where abs(Double(seconds) - reference) < 20 * 365 * 86_400:
            // Within 20 years of `reference`, so the difference fits once `reference` is in range.
            return .int(Int(saturatingSeconds: reference).subtractingReportingOverflow(seconds).partialValue)
        default:
            return value
        }
    }
}
