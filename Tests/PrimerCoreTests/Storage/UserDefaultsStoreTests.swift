import Foundation
import Testing

@testable import PrimerCore

/// What only the UserDefaults store can meet: values other code put under its keys.
@Suite struct UserDefaultsStoreTests {
    let fixture = StoreKind.userDefaults.fixture()
    let diagnostics = DiagnosticLog()

    /// A store on the fixture's suite whose answers age by `clock`.
    func warmableStore(clock: ManualMonotonicClock) -> UserDefaultsStore? {
        UserDefaultsStore(suiteName: fixture.name, diagnostics: { _ in }, now: clock.now)
    }

    func store() -> UserDefaultsStore { UserDefaultsStore(suiteName: fixture.name, diagnostics: diagnostics.append)! }

    /// What no ``StoredValue`` holds reads as no value, is reported, and stays under its key after the
    /// read; only a write of that key replaces it.
    @Test(arguments: ["array", "dictionary", "nan", "record-shaped garbage", "nan record"])
    func unreadableValuesAreKeptUntilTheKeyIsWritten(kind: String) throws {
        defer { fixture.cleanUp() }
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        switch kind {
        case "array": raw.set(["a", "b"], forKey: "stamp")
        case "dictionary": raw.set(["a": 1], forKey: "stamp")
        case "nan": raw.set(Double.nan, forKey: "stamp")
        case "record-shaped garbage": raw.set(Data(#"{"int":"forty-one"}"#.utf8), forKey: "stamp")
        default: raw.set(Data(#"{"double":"nan"}"#.utf8), forKey: "stamp")
        }
        #expect(store().value(forKey: "stamp") == nil)
        #expect(store().value(forKey: "stamp") == nil)
        #expect(diagnostics.codes == ["store.corruptValue", "store.corruptValue"])
        #expect(raw.object(forKey: "stamp") != nil, "a read leaves what it cannot read in place")
        try store().setValue(.int(1), forKey: "stamp")
        #expect(store().value(forKey: "stamp") == .int(1))
        #expect(raw.object(forKey: "stamp") as? Int == 1)
    }

    /// A warm read repeats the value decoded last time; a write through any store of the suite is seen
    /// on the next read all the same.
    @Test(arguments: ["set", "remove", "removeAll"])
    func aWarmReaderSeesAnotherStoresWriteAtOnce(change: String) throws {
        defer { fixture.cleanUp() }
        let clock = ManualMonotonicClock()
        let reader = try #require(warmableStore(clock: clock))
        try reader.setValue(.int(1), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(1))
        switch change {
        case "set": try store().setValue(.int(2), forKey: "stamp")
        case "remove": try store().removeValue(forKey: "stamp")
        default: store().removeAll()
        }
        #expect(reader.value(forKey: "stamp") == (change == "set" ? .int(2) : nil))
    }

    /// Other code writing the suite directly posts no change notification on Linux: the store sees it
    /// once the recheck interval has passed (on Apple platforms the notification makes it at once). It may
    /// see it sooner (any suite's removal, in any test running beside this one, moves the generation), so
    /// only the bound is asserted.
    @Test func aDirectWriteIsSeenOnceTheRecheckIntervalHasPassed() throws {
        defer { fixture.cleanUp() }
        let clock = ManualMonotonicClock()
        let reader = try #require(warmableStore(clock: clock))
        try reader.setValue(.int(1), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(1))
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        raw.set(Data(#"{"int":2}"#.utf8), forKey: "stamp")
        clock.advance(by: UserDefaultsStore.recheckInterval)
        #expect(reader.value(forKey: "stamp") == .int(2))
    }

    @Test func instancesOfOneSuiteSeeEachOthersWrites() throws {
        defer { fixture.cleanUp() }
        try store().setValue(.string("x"), forKey: "k")
        #expect(store().value(forKey: "k") == .string("x"))
        store().removeAll()
        #expect(store().value(forKey: "k") == nil)
    }
}
