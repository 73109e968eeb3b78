import Testing
import RakutenAdapter

@Test func adapterNamesItself() {
    #expect(RakutenAdapterInfo.name == "Rakuten")
}
