import PrimerConformance
import PrimerLab
import Testing

/// `promise.callOrder` on every catalogued adapter: the calls each driver declares, made back to back,
/// take effect as when each is awaited.
@Suite struct CallOrderPromiseTests {
    @Test(arguments: AdapterCatalog.standard.names)
    func everyAdapterKeepsItsCallsInOrder(_ name: String) async throws {
        let descriptor = try AdapterCatalog.standard.descriptor(named: name)
        let result = await ConformanceSuite(descriptor: descriptor).run(.callOrder)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
