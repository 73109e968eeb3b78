import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The device's disk over each store an app can ship with: it keeps values across relaunches (read back
/// by a freshly opened store), loses them on reinstall and leaves nothing for the next device.
@Suite struct DeviceDiskTests {
    @Test(arguments: DiskKind.allCases)
    func aRelaunchedProcessReadsWhatTheLastOneWrote(kind: DiskKind) throws {
        let device = SimulatedDevice(disk: DeviceDisk(kind))
        try device.environment.store.setValue(.int(1_767_225_600), forKey: "stamp")
        try device.environment.store.setValue(.double(1_767_225_600.25), forKey: "fraction")
        device.relaunch()
        #expect(device.environment.store.value(forKey: "stamp") == .int(1_767_225_600))
        #expect(device.environment.store.value(forKey: "fraction") == .double(1_767_225_600.25))
        #expect(device.disk.snapshot == ["stamp": .int(1_767_225_600), "fraction": .double(1_767_225_600.25)])
        device.reinstall()
        #expect(device.disk.snapshot.isEmpty)
        #expect(device.environment.store.value(forKey: "stamp") == nil)
    }

    @Test(arguments: DiskKind.allCases)
    func scriptedWriteFailuresReachEveryStore(kind: DiskKind) throws {
        let device = SimulatedDevice(disk: DeviceDisk(kind))
        try device.environment.store.setValue(.bool(true), forKey: "flag")
        device.storeWriteFailure = "disk full"
        #expect(throws: StoreError.self) { try device.environment.store.setValue(.bool(false), forKey: "flag") }
        #expect(throws: StoreError.self) { try device.environment.store.removeValue(forKey: "flag") }
        #expect(device.disk.value(forKey: "flag") == .bool(true))
    }

    /// A released disk's place is emptied before a later disk gets it, so devices never share values.
    @Test(arguments: [DiskKind.file, .userDefaults])
    func aLaterDiskStartsEmpty(kind: DiskKind) throws {
        for round in 0..<3 {
            let disk = DeviceDisk(kind)
            #expect(disk.snapshot.isEmpty, "round \(round)")
            #expect(disk.value(forKey: "left") == nil, "round \(round)")
            try disk.setValue(.string("by round \(round)"), forKey: "left")
        }
    }

    @Test(arguments: [DiskKind.file, .userDefaults])
    func aRealStoreRefusesWhatNoRealStoreKeeps(kind: DiskKind) {
        #expect(throws: StoreError.self) { try DeviceDisk(kind, values: ["stamp": .double(.nan)]) }
        #expect(throws: Never.self) { try DeviceDisk(.inMemory, values: ["stamp": .double(.nan)]) }
    }
}
