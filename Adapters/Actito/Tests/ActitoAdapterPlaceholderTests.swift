import Testing
import ActitoAdapter

@Test func adapterNamesItself() {
    #expect(ActitoAdapterInfo.name == "Actito")
}
