@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import PrimerConformance

/// What a driver's factory-made report log receives is recorded in the device's trace at the moment it
/// is reported, among the device's own entries.
@Suite struct DriverReportTraceTests {
    @Test func aGrantIsRecordedAfterThePromptThatGaveIt() async {
        let device = SimulatedDevice(user: .answering(card: .accept, prompt: .allow))
        let session = DriverSession(descriptor: .reference, device: device)
        let driver = await session.launch()
        _ = await driver.presentPrimer()
        let reports = await session.settle()
        await session.stop()
        let entries = device.deviceTrace.entries
        let prompt = entries.firstIndex(of: .system(.promptShown(answer: .allow)))
        let granted = entries.firstIndex(of: .event(.permissionGranted))
        #expect(prompt != nil && granted != nil && prompt! < granted!)
        let heard = entries.compactMap { if case let .appCall(call) = $0 { call.name } else { nil } }
        #expect(heard == reports.map(\.vendorForm))
    }
}
