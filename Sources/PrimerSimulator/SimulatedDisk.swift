@_spi(AdapterAuthoring) import PrimerCore

/// The store an app on a ``SimulatedDevice`` gets: the device's ``SimulatedDevice/disk``, whose writes
/// fail while ``SimulatedDevice/storeWriteFailure`` is set (a full disk, a locked keychain-protected
/// file), as a real store's can. Reads always answer. Every write and remove that reaches the disk is
/// recorded in the device's ``SimulatedDevice/deviceTrace``, with the value as the app encoded it.
public struct SimulatedDisk: KeyValueStore {
    /// The device's disk.
    public let disk: DeviceDisk
    let system: SimulatedSystem

    public func value(forKey key: String) -> StoredValue? { disk.value(forKey: key) }

    public func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        try refuseIfScripted()
        try disk.setValue(value, forKey: key)
        system.state.withLock { $0.trace.append(.stored(key: key, value: value)) }
    }

    public func removeValue(forKey key: String) throws(StoreError) {
        try refuseIfScripted()
        try disk.removeValue(forKey: key)
        system.state.withLock { $0.trace.append(.removed(key: key)) }
    }

    private func refuseIfScripted() throws(StoreError) {
        guard let reason = system.state.withLock({ $0.storeWriteFailure }) else { return }
        throw .writeFailed(path: "simulated disk", reason: reason)
    }
}
