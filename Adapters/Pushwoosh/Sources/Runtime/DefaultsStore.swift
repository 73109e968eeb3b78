import Foundation
import PrimerCore

/// A `KeyValueStore` over `UserDefaults`, for the live environment. Doubles are stored as plain
/// doubles, so the last-shown stamp sits under `PWPushPrimerLastShownAt` exactly as the vendor SDK
/// writes it: an app moving from the vendor SDK keeps its throttle.
struct DefaultsStore: KeyValueStore {
    /// The suite (an App Group), or `nil` for the app's standard defaults. The name rather than the
    /// instance is kept, because `UserDefaults` is not `Sendable` on every platform.
    let suiteName: String?

    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    func value(forKey key: String) -> StoredValue? {
        switch defaults.object(forKey: key) {
        case let text as String: .string(text)
        case let data as Data: .data(Array(data))
        case let number as Double: .double(number)
        case nil: nil
        default: nil
        }
    }

    func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        switch value {
        case let .double(number):
            guard number.isFinite else {
                throw StoreError.invalidValue(key: key, reason: "\(number) is not a finite number")
            }
            defaults.set(number, forKey: key)
        case let .int(number): defaults.set(number, forKey: key)
        case let .bool(flag): defaults.set(flag, forKey: key)
        case let .string(text): defaults.set(text, forKey: key)
        case let .data(bytes): defaults.set(Data(bytes), forKey: key)
        }
    }

    func removeValue(forKey key: String) throws(StoreError) {
        defaults.removeObject(forKey: key)
    }
}
