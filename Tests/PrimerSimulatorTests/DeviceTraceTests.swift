import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The device's one trace: system calls, disk writes and what the app heard, in the order they happened,
/// on every store an app can ship with, with a rendering reports can quote.
@Suite struct DeviceTraceTests {
    /// A grant writes the app's flag between the prompt and the registration; the app's completion heard
    /// in between is recorded where it was heard.
    @Test(arguments: DiskKind.allCases)
    func systemCallsWritesAndAppCallsInterleaveInOrder(kind: DiskKind) async throws {
        let device = SimulatedDevice(user: ScriptedUser(promptAnswers: [.allow]), disk: DeviceDisk(kind))
        let environment = device.environment
        let recorder = device.traceRecorder
        let granted = try await environment.permissions.requestAuthorization(options: [.alert])
        try environment.store.setValue(.double(1_767_225_600), forKey: "asked")
        recorder.record(.appCall(AppCall("completion", arguments: ["\(granted)"], onMainThread: true)))
        recorder.record(.event(.permissionGranted))
        _ = try await environment.registrar.registerForRemoteNotifications()
        try environment.store.removeValue(forKey: "asked")
        #expect(
            device.deviceTrace.entries == [
                .system(.requestAuthorization([.alert])), .system(.promptShown(answer: .allow)),
                .stored(key: "asked", value: .double(1_767_225_600)),
                .appCall(AppCall("completion", arguments: ["true"], onMainThread: true)),
                .event(.permissionGranted), .system(.registerForRemoteNotifications), .removed(key: "asked"),
            ])
        #expect(
            device.trace == [
                .requestAuthorization([.alert]), .promptShown(answer: .allow), .registerForRemoteNotifications,
            ])
    }

    /// The encoding the app chose is part of the entry, whatever the store makes of it.
    @Test(arguments: DiskKind.allCases)
    func theSameStampInTwoEncodingsIsTwoEntries(kind: DiskKind) throws {
        let device = SimulatedDevice(disk: DeviceDisk(kind))
        try device.environment.store.setValue(.int(1_767_225_600), forKey: "stamp")
        try device.environment.store.setValue(.double(1_767_225_600), forKey: "stamp")
        let stored = device.deviceTrace.entries(of: [.store])
        #expect(
            stored.map(\.description) == [
                "store set stamp = int(1767225600)", "store set stamp = double(1767225600.0)",
            ])
    }

    /// A write the disk refused never reached it, so it is not in the trace.
    @Test func aRefusedWriteIsNotRecorded() throws {
        let device = SimulatedDevice()
        device.storeWriteFailure = "disk full"
        #expect(throws: StoreError.self) { try device.environment.store.setValue(.bool(true), forKey: "flag") }
        #expect(device.deviceTrace.entries.isEmpty)
    }

    /// Writes the test makes to the disk itself (seeding a state) are not the app's and are not recorded.
    @Test func seedingTheDiskIsNotTheApps() throws {
        let device = SimulatedDevice(disk: try DeviceDisk(.file, values: ["seed": .bool(true)]))
        try device.disk.setValue(.int(1), forKey: "direct")
        #expect(device.deviceTrace.entries.isEmpty)
    }

    @Test func everyKindRendersOnOneStableLine() {
        let trace = DeviceTrace([
            .system(.promptShown(answer: .allow)), .stored(key: "k", value: .data(Array("{\"a\":1}".utf8))),
            .stored(key: "b", value: .data([0, 255])), .removed(key: "k"),
            .appCall(AppCall("onChange", arguments: ["true"], onMainThread: false)),
            .appCall(AppCall("completion(false)")),
            .analytics(name: "shown", properties: ["z": "1", "a": "x"]), .event(.displayed),
        ])
        #expect(
            trace.description == """
                1. system prompt(allow)
                2. store set k = data("{\\"a\\":1}")
                3. store set b = data(0x00ff)
                4. store remove k
                5. app onChange(true) @background
                6. app completion(false)
                7. analytics shown {a=x, z=1}
                8. event in_app.displayed
                """)
        #expect(DeviceTrace().description == "(empty)")
    }

    /// A relaunch and a cleared trace: the lifecycle is in the trace, and clearing forgets every kind.
    @Test func lifecycleIsRecordedAndClearingForgetsEverything() async throws {
        let device = SimulatedDevice()
        try device.environment.store.setValue(.bool(true), forKey: "flag")
        device.relaunch()
        await device.returnToForeground()
        #expect(device.deviceTrace.entries.suffix(2) == [.system(.relaunch), .system(.foreground)])
        device.clearTrace()
        #expect(device.deviceTrace.entries.isEmpty)
    }
}
