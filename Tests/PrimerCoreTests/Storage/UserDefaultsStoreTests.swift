import Foundation
import PrimerCore
import Testing

/// What only the UserDefaults store can meet: values other code put under its keys.
@Suite struct UserDefaultsStoreTests {
    let fixture = StoreKind.userDefaults.fixture()
    let diagnostics = DiagnosticLog()

    func store() -> UserDefaultsStore { UserDefaultsStore(suiteName: fixture.name, diagnostics: diagnostics.append)! }

    @Test(arguments: ["foreign string", "int", "double", "date", "record-shaped garbage", "nan record"])
    func foreignValuesReadAsNoValue(kind: String) throws {
        defer { fixture.cleanUp() }
        let raw = try #require(UserDefaults(suiteName: fixture.name))
        switch kind {
        case "foreign string": raw.set("yesterday", forKey: "stamp")
        case "int": raw.set(3, forKey: "stamp")
        case "double": raw.set(Double.nan, forKey: "stamp")
        case "date": raw.set(Date(), forKey: "stamp")
        case "record-shaped garbage": raw.set(Data("{\"int\":".utf8), forKey: "stamp")
        default: raw.set(Data(#"{"double":"nan"}"#.utf8), forKey: "stamp")
        }
        #expect(store().value(forKey: "stamp") == nil)
        #expect(diagnostics.codes == ["store.corruptValue"])
        try store().setValue(.int(1), forKey: "stamp")
        #expect(store().value(forKey: "stamp") == .int(1))
    }

    @Test func instancesOfOneSuiteSeeEachOthersWrites() throws {
        defer { fixture.cleanUp() }
        try store().setValue(.string("x"), forKey: "k")
        #expect(store().value(forKey: "k") == .string("x"))
        store().removeAll()
        #expect(store().value(forKey: "k") == nil)
    }
}
