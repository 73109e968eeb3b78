import Testing
import PushwooshAdapter

@Test func adapterNamesItself() {
    #expect(PushwooshAdapterInfo.name == "Pushwoosh")
}
