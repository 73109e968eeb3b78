import Foundation
import PrimerCore

/// A ``KeyValueStore`` over a `UserDefaults` (the `defaults:` form of ``InAppPushPrimer``). Every instance
/// over the same suite reads and writes the same values, so an App Group suite shares the cooldown.
///
/// Not the core's `UserDefaultsStore`: that one opens suites by name, while ActiveReach's `defaults:`
/// hands over an instance, and `UserDefaults` does not reveal its suite name. Values are stored as
/// plain property-list scalars (the cooldown is a number of seconds), as a vendor SDK writes them, and on
/// Linux each change is written to disk before the call returns.
///
/// `@unchecked Sendable`: Apple documents `UserDefaults` as thread-safe and swift-corelibs-foundation
/// guards it with CFPreferences' locks; Foundation only withholds `Sendable` because the class is open.
/// This wrapper stores the reference and calls nothing but its thread-safe accessors.
struct UserDefaultsBridge: KeyValueStore, @unchecked Sendable {
    private let defaults: UserDefaults

    init(_ defaults: UserDefaults) { self.defaults = defaults }

    func value(forKey key: String) -> StoredValue? {
        switch defaults.object(forKey: key) {
        // Numbers first: on Apple platforms a stored number also casts to `Bool`.
        case let value as Int: .int(value)
        case let value as Double: .double(value)
        case let value as Bool: .bool(value)
        case let value as String: .string(value)
        case let value as Data: .data([UInt8](value))
        default: nil
        }
    }

    func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        if case let .double(number) = value, !number.isFinite {
            throw .invalidValue(key: key, reason: "\(number) is not a finite number")
        }
        try changing(key) { defaults in
            switch value {
            case let .bool(flag): defaults.set(flag, forKey: key)
            case let .int(number): defaults.set(number, forKey: key)
            case let .double(number): defaults.set(number, forKey: key)
            case let .string(text): defaults.set(text, forKey: key)
            case let .data(bytes): defaults.set(Data(bytes), forKey: key)
            }
        }
    }

    func removeValue(forKey key: String) throws(StoreError) {
        try changing(key) { $0.removeObject(forKey: key) }
    }

    /// Runs `change`, then, on Linux, writes the suite's property list before returning: Foundation there
    /// keeps changes in memory until `synchronize()`, so a process that exits would lose the cooldown. A
    /// write that fails puts the key's previous object back and throws. (Apple platforms persist through
    /// `cfprefsd` without being asked.)
    private func changing(_ key: String, _ change: (UserDefaults) -> Void) throws(StoreError) {
        #if canImport(Darwin)
        change(defaults)
        #else
        let previous = defaults.object(forKey: key)
        change(defaults)
        guard defaults.synchronize() else {
            if let previous { defaults.set(previous, forKey: key) } else { defaults.removeObject(forKey: key) }
            throw .writeFailed(path: "UserDefaults", reason: "synchronize() could not write the property list")
        }
        #endif
    }
}
