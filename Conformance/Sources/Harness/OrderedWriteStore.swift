import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The writes to one key, each numbered in ``DeliveryOrder`` once it is on disk.
final class WriteLog: Sendable {
    private let writes = LockedValue<[(order: UInt64, value: StoredValue?)]>([])

    func record(_ value: StoredValue?) {
        let order = DeliveryOrder.next()
        writes.withLock { $0.append((order, value)) }
    }

    /// How many writes so far.
    var count: Int { writes.withLock { $0.count } }

    /// Whether the key was written after `start`.
    func written(after start: UInt64) -> Bool {
        writes.withLock { writes in writes.contains { $0.order > start } }
    }

    /// The value the key held just before `moment`, counting only writes after `start`; `nil` when
    /// none was written in between.
    func lastWrite(after start: UInt64, before moment: UInt64) -> StoredValue?? {
        writes.withLock { writes in writes.last { $0.order > start && $0.order < moment }.map(\.value) }
    }
}

/// The device's store, with the writes to `key` numbered as they land (what the suite compares with
/// the moment each outcome was reported).
struct OrderedWriteStore: KeyValueStore {
    let inner: any KeyValueStore
    let key: String
    let log: WriteLog

    func value(forKey key: String) -> StoredValue? { inner.value(forKey: key) }

    func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        try inner.setValue(value, forKey: key)
        if key == self.key { log.record(value) }
    }

    func removeValue(forKey key: String) throws(StoreError) {
        try inner.removeValue(forKey: key)
        if key == self.key { log.record(nil) }
    }
}

extension StoredValue {
    /// A stamp as the suite reads it: finite seconds since 1970.
    var stampDate: Date? {
        switch self {
        case let .double(seconds) where seconds.isFinite: Date(timeIntervalSince1970: seconds)
        case let .int(seconds): Date(timeIntervalSince1970: TimeInterval(seconds))
        default: nil
        }
    }
}
