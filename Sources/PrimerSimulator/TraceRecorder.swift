@_spi(AdapterAuthoring) import PrimerCore

/// Appends to a ``SimulatedDevice``'s ``DeviceTrace`` without keeping the device alive: what a driver
/// or a test hands the callbacks it registers with an adapter, which may outlive the device's holder.
/// Record an entry inside the callback that is heard, so its place in the trace is its moment.
public struct TraceRecorder: Sendable {
    let system: SimulatedSystem

    /// Appends `entry` to the device's trace.
    public func record(_ entry: TraceEntry) {
        system.state.withLock { $0.trace.append(entry) }
    }
}
