import PrimerLab
import Testing

/// `PRIMER_ADAPTERS` picks the adapters the cross-adapter suite runs, since `swift test --filter` cannot.
@Suite struct SelectedAdaptersTests {
    @Test(arguments: [nil, "", " , "])
    func withoutANameEveryCataloguedAdapterRuns(_ value: String?) {
        let environment = value.map { ["PRIMER_ADAPTERS": $0] } ?? [:]
        #expect(SelectedAdapters(environment: environment).names == AdapterCatalog.standard.names)
    }

    @Test func namedAdaptersRunInTheOrderGiven() {
        let selected = SelectedAdapters(environment: ["PRIMER_ADAPTERS": "rakuten, Actito"])
        #expect(selected.names == ["rakuten", "Actito"])
        #expect(selected.includes("Rakuten"))
        #expect(!selected.includes("Pushwoosh"))
    }

    @Test func anUnknownNameIsKeptSoItsCasesFailWithTheValidNames() throws {
        let selected = SelectedAdapters(environment: ["PRIMER_ADAPTERS": "Braze"])
        #expect(selected.names == ["Braze"])
        #expect(throws: LabError.self) { try AdapterCatalog.standard.descriptor(named: "Braze") }
    }
}
