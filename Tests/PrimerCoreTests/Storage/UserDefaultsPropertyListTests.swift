import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// The UserDefaults store keeps values as the vendors' SDKs do: what they wrote with a plain
/// `UserDefaults.set(_:forKey:)` reads back as they meant it, what it writes reads back through plain
/// `UserDefaults` in their encoding, and what earlier versions of this package wrote still reads.
@Suite struct UserDefaultsPropertyListTests {
    let fixture = StoreKind.userDefaults.fixture()
    let diagnostics = DiagnosticLog()

    func store() -> UserDefaultsStore { UserDefaultsStore(suiteName: fixture.name, diagnostics: diagnostics.append)! }

    /// One property-list value as a vendor's SDK writes it, and what the store reads from it.
    struct VendorValue: Sendable, CustomStringConvertible {
        var description: String
        var write: @Sendable (UserDefaults, String) -> Void
        var reads: StoredValue
    }

    static let vendorValues: [VendorValue] = [
        VendorValue(description: "Bool true", write: { $0.set(true, forKey: $1) }, reads: .bool(true)),
        VendorValue(description: "Bool false", write: { $0.set(false, forKey: $1) }, reads: .bool(false)),
        VendorValue(description: "Int 41", write: { $0.set(41, forKey: $1) }, reads: .int(41)),
        VendorValue(description: "Int 1", write: { $0.set(1, forKey: $1) }, reads: .int(1)),
        VendorValue(description: "Int 0", write: { $0.set(0, forKey: $1) }, reads: .int(0)),
        VendorValue(description: "Int.max", write: { $0.set(Int.max, forKey: $1) }, reads: .int(.max)),
        VendorValue(description: "Int.min", write: { $0.set(Int.min, forKey: $1) }, reads: .int(.min)),
        VendorValue(description: "Double 2.5", write: { $0.set(2.5, forKey: $1) }, reads: .double(2.5)),
        VendorValue(
            description: "whole Double", write: { $0.set(1_767_225_600.0, forKey: $1) }, reads: .double(1_767_225_600)),
        VendorValue(
            description: "Date", write: { $0.set(Date(timeIntervalSince1970: 1_767_225_600), forKey: $1) },
            reads: .double(1_767_225_600)),
        VendorValue(description: "String", write: { $0.set("APNS", forKey: $1) }, reads: .string("APNS")),
        VendorValue(
            description: "JSON Data", write: { $0.set(Data(#"{"token":"ab"}"#.utf8), forKey: $1) },
            reads: .data(Array(#"{"token":"ab"}"#.utf8))),
        VendorValue(description: "empty Data", write: { $0.set(Data(), forKey: $1) }, reads: .data([])),
    ]

    @Test(arguments: vendorValues)
    func aValueTheVendorWroteReadsAsTheVendorMeant(_ vendor: VendorValue) throws {
        defer { fixture.cleanUp() }
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        vendor.write(raw, "key")
        #expect(store().value(forKey: "key") == vendor.reads)
        #expect(diagnostics.codes.isEmpty)
    }

    /// Written by the vendor, read by the store, written back unchanged by the store: plain
    /// `UserDefaults` reads the same object (number type and all) as before.
    @Test(arguments: vendorValues.filter { $0.description != "Date" })
    func whatTheStoreWritesBackReadsAsTheVendorWroteIt(_ vendor: VendorValue) throws {
        defer { fixture.cleanUp() }
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        vendor.write(raw, "vendor")
        try store().setValue(vendor.reads, forKey: "ours")
        let theirs = try #require(raw.object(forKey: "vendor"))
        let ours = try #require(raw.object(forKey: "ours"))
        #expect(String(describing: ours) == String(describing: theirs))
        #expect(kind(of: ours) == kind(of: theirs))
    }

    /// The number kind (`objCType`) of a number: integer and floating-point kinds as the platform spells
    /// them, booleans as `c`.
    private func kind(of object: Any) -> String? {
        guard let number = object as? NSNumber else { return nil }
        let type = String(cString: number.objCType)
        return ["f", "d"].contains(type) ? "d" : (type == "c" ? "c" : "q")
    }

    /// What the store writes, read with the typed getters the vendors' SDKs use.
    @Test func theStoresWritesReadThroughTheVendorsGetters() throws {
        defer { fixture.cleanUp() }
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        try store().setValue(.int(41), forKey: "WizRocketlocal_in_app_count")
        try store().setValue(.bool(true), forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST")
        try store().setValue(.double(1_767_225_600.5), forKey: "PWPushPrimerLastShownAt")
        try store().setValue(.string("x"), forKey: "text")
        try store().setValue(.data([1, 2]), forKey: "bytes")
        #expect((raw.object(forKey: "WizRocketlocal_in_app_count") as? NSNumber)?.int64Value == 41)
        #expect(raw.integer(forKey: "WizRocketlocal_in_app_count") == 41)
        #expect(raw.bool(forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST"))
        #expect(raw.double(forKey: "PWPushPrimerLastShownAt") == 1_767_225_600.5)
        #expect(raw.string(forKey: "text") == "x")
        #expect(raw.data(forKey: "bytes") == Data([1, 2]))
    }

    /// Records of earlier versions of this package read as before, are left alone by reads, and are
    /// replaced by the property-list value at the key's next write.
    @Test(arguments: [
        (#"{"bool":true}"#, StoredValue.bool(true)), (#"{"int":41}"#, .int(41)),
        (#"{"double":1767225600}"#, .double(1_767_225_600)), (#"{"string":"APNS"}"#, .string("APNS")),
        (#"{"data":"AQI="}"#, .data([1, 2])),
    ])
    func legacyRecordsStillReadAndAreRewrittenOnlyByAWrite(record: String, value: StoredValue) throws {
        defer { fixture.cleanUp() }
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        raw.set(Data(record.utf8), forKey: "key")
        #expect(store().value(forKey: "key") == value)
        #expect(raw.data(forKey: "key") == Data(record.utf8), "a read rewrites nothing")
        try store().setValue(value, forKey: "key")
        #expect(store().value(forKey: "key") == value)
        if case .data = value {
            #expect(raw.data(forKey: "key") == Data([1, 2]))
        } else {
            #expect(raw.object(forKey: "key") as? Data == nil, "rewritten as a property-list value")
        }
        // Bytes shaped like such a record are stored as the record of those bytes: they read back as written.
        try store().setValue(.data(Array(record.utf8)), forKey: "bytes")
        #expect(store().value(forKey: "bytes") == .data(Array(record.utf8)))
    }

    /// The tolerant readers adapters share read numbers and flags as `UserDefaults`' typed getters and the
    /// vendors' SDKs do, whichever number type the platform's Foundation handed back.
    @Test(arguments: [
        ("Int 41", StoredValue.int(41), 41 as Int?), ("whole Double", .double(41), 41),
        ("fraction", .double(41.5), nil),
        ("true", .bool(true), 1), ("false", .bool(false), 0), ("string", .string("41"), nil),
    ])
    func integersReadAsTheVendorsReadThem(label: String, stored: StoredValue, reads: Int?) throws {
        defer { fixture.cleanUp() }
        try store().setValue(stored, forKey: "count")
        let report = DiagnosticLog()
        #expect(store().integer(forKey: "count", diagnostics: report.append) == reads, "\(label)")
        #expect(report.codes == (reads == nil ? ["store.corruptValue"] : []))
    }

    @Test(arguments: [
        (StoredValue.bool(true), true as Bool?), (.bool(false), false), (.int(1), true), (.int(0), false),
        (.int(7), true), (.double(1), true), (.double(0), false), (.string("YES"), true), (.string("true"), true),
        (.string("1"), true), (.string("no"), false), (.string("FALSE"), false), (.string("0"), false),
        (.string("maybe"), nil), (.data([1]), nil),
    ])
    func flagsReadAsBoolForKeyReadsThem(stored: StoredValue, reads: Bool?) throws {
        defer { fixture.cleanUp() }
        try store().setValue(stored, forKey: "flag")
        #expect(store().flag(forKey: "flag") == reads)
    }

    /// A flag and a count written by a vendor's SDK through plain `UserDefaults` (numbers as the
    /// platform's Foundation boxes them) read through the tolerant readers as the vendor meant.
    @Test func vendorNumbersReadThroughTheTolerantReaders() throws {
        defer { fixture.cleanUp() }
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        raw.set(1, forKey: "prompted")
        raw.set(NSNumber(value: 41.0), forKey: "count")
        raw.set(true, forKey: "one")
        #expect(store().flag(forKey: "prompted") == true)
        #expect(store().integer(forKey: "count") == 41)
        #expect(store().integer(forKey: "one") == 1)
    }
}
