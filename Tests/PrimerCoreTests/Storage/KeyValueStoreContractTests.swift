import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// The ``KeyValueStore`` contract, run against every store.
@Suite struct KeyValueStoreContractTests {
    static let values: [StoredValue] = [
        .bool(true), .bool(false), .int(0), .int(1), .int(.max), .int(.min), .double(1.0), .double(-0.5),
        .double(1_767_225_600.25), .string(""), .string("héllo \"quoted\" ✓"), .data([]), .data([0, 1, 0xFF]),
    ]

    @Test(arguments: StoreKind.allCases)
    func everyValueReadsBackWithItsType(kind: StoreKind) throws {
        let fixture = kind.fixture()
        defer { fixture.cleanUp() }
        let store = fixture.instance()
        for (index, value) in Self.values.enumerated() { try store.setValue(value, forKey: "k\(index)") }
        let reopened = fixture.instance()
        for (index, value) in Self.values.enumerated() {
            #expect(reopened.value(forKey: "k\(index)") == value, "k\(index)")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func replaceRemoveAndAbsentKeys(kind: StoreKind) throws {
        let fixture = kind.fixture()
        defer { fixture.cleanUp() }
        let store = fixture.instance()
        #expect(store.value(forKey: "missing") == nil)
        try store.setValue(.int(1), forKey: "a")
        try store.setValue(.string("one"), forKey: "a")
        try store.setValue(.int(2), forKey: "b")
        try store.removeValue(forKey: "b")
        try store.removeValue(forKey: "never-written")
        #expect(fixture.instance().value(forKey: "a") == .string("one"))
        #expect(fixture.instance().value(forKey: "b") == nil)
    }

    @Test(arguments: StoreKind.allCases, [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRefusedAndThePreviousValueStays(kind: StoreKind, number: Double) throws {
        let fixture = kind.fixture()
        defer { fixture.cleanUp() }
        let store = fixture.instance()
        try store.setValue(.double(42), forKey: "stamp")
        #expect(throws: StoreError.invalidValue(key: "stamp", reason: "\(number) is not a finite number")) {
            try store.setValue(.double(number), forKey: "stamp")
        }
        #expect(fixture.instance().value(forKey: "stamp") == .double(42))
    }

    @Test(arguments: StoreKind.allCases)
    func datesRoundTripThroughTheTypedHelpers(kind: StoreKind) throws {
        let fixture = kind.fixture()
        defer { fixture.cleanUp() }
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        try fixture.instance().setDate(now, forKey: "d")
        #expect(fixture.instance().date(forKey: "d", now: now, maximumFuture: 60) == now)
    }

    /// Several instances of one storage written concurrently: every write survives. Serialized so the
    /// printed figures are not one store waiting for another's disk flushes.
    @Test(.serialized, arguments: StoreKind.allCases)
    func concurrentWritersFromSeveralInstancesLoseNothing(kind: StoreKind) async throws {
        let fixture = kind.fixture()
        defer { fixture.cleanUp() }
        let writers = 3
        let writes = 200
        let started = ContinuousClock.now
        let failures = await withTaskGroup(of: Int.self) { group in
            for writer in 0..<writers {
                let store = fixture.instance()
                group.addTask {
                    var failures = 0
                    for index in 0..<writes {
                        do { try store.setValue(.int(index), forKey: "w\(writer).\(index)") } catch { failures += 1 }
                        if index.isMultiple(of: 2) { _ = store.value(forKey: "w\(writer).\(index / 2)") }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        let elapsed = ContinuousClock.now - started
        TestConsole.say("store \(kind): \(writers) instances × \(writes) writes in \(elapsed)")
        #expect(failures == 0)
        let reader = fixture.instance()
        var lost: [String] = []
        for writer in 0..<writers {
            for index in 0..<writes where reader.value(forKey: "w\(writer).\(index)") != .int(index) {
                lost.append("w\(writer).\(index)")
            }
        }
        #expect(lost.isEmpty, "lost \(lost.count) writes, first \(lost.prefix(5))")
    }
}

/// Wrong-typed and out-of-range values read through the typed helpers as "no value", reported, on
/// every store.
@Suite struct StoredValueReadTests {
    static let now = Date(timeIntervalSince1970: 1_767_225_600)

    @Test(
        arguments: StoreKind.allCases,
        [
            (StoredValue.string("yesterday"), "store.corruptValue"), (.bool(true), "store.corruptValue"),
            (.data([1, 2]), "store.corruptValue"), (.double(1_767_225_600 + 400 * 86_400), "store.dateInFuture"),
        ])
    func wrongTypedOrFarFutureDatesReadAsNoValue(kind: StoreKind, stored: (StoredValue, String)) throws {
        let codes = DiagnosticLog()
        let fixture = kind.fixture()
        defer { fixture.cleanUp() }
        try fixture.instance().setValue(stored.0, forKey: "stamp")
        let date = fixture.instance().date(
            forKey: "stamp", now: Self.now, maximumFuture: 86_400,
            diagnostics: codes.append)
        #expect(date == nil)
        #expect(codes.codes == [stored.1])
    }

    @Test func integersReadAsNumbers() throws {
        let store = InMemoryStore(["n": .int(3)])
        #expect(store.finiteDouble(forKey: "n") == 3)
    }
}

/// Collects diagnostics for assertions.
final class DiagnosticLog: Sendable {
    private let log = ReportLog<Diagnostic>()

    func append(_ diagnostic: Diagnostic) { log.append(diagnostic) }
    var all: [Diagnostic] { log.all }
    var codes: [String] { log.all.map(\.code) }
}
