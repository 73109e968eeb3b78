@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import PrimerConformance

/// Every check gets fresh devices and drivers from the factory; a relaunch is a new driver over the
/// same device.
@Suite struct FreshInstanceTests {
    /// The disks the factory was handed, in call order (kept alive, so identities are never reused).
    final class Launches: Sendable {
        let disks = LockedValue<[DeviceDisk]>([])
        let kept = LockedValue<[DeviceDisk]>([])

        var descriptor: AdapterDescriptor {
            let reference = AdapterDescriptor.reference
            return AdapterDescriptor(profile: reference.profile) { environment in
                // The harness numbers throttle writes through a wrapper over the device's disk.
                let store = (environment.store as? OrderedWriteStore)?.inner ?? environment.store
                if let disk = (store as? SimulatedDisk)?.disk { self.disks.withLock { $0.append(disk) } }
                return await reference.makeDriver(environment)
            }
        }

        func take() -> [ObjectIdentifier] {
            let taken = disks.withLock { disks in
                defer { disks.removeAll() }
                return disks
            }
            kept.withLock { $0 += taken }
            return taken.map(ObjectIdentifier.init)
        }
    }

    @Test func checksShareNoDeviceAndRelaunchesKeepTheirs() async {
        let launches = Launches()
        let suite = ConformanceSuite(descriptor: launches.descriptor)
        _ = await suite.run([.throttleSurvivesRelaunch])
        let first = launches.take()
        _ = await suite.run([.noPromptWithoutAccept])
        let second = launches.take()
        #expect(Set(first).isDisjoint(with: second), "two checks shared a device")
        #expect(first.count > Set(first).count, "a relaunch built its driver over another device")
        #expect(Set(second).count >= AuthorizationStatus.allCases.count, "one fresh device per scenario")
    }
}
