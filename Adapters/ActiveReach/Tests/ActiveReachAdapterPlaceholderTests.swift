import Testing
import ActiveReachAdapter

@Test func adapterNamesItself() {
    #expect(ActiveReachAdapterInfo.name == "ActiveReach")
}
