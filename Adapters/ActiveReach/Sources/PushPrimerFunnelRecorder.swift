@_spi(AdapterAuthoring) import PrimerCore

/// A thread-safe ``PushPrimerFunnel`` that can be the primer's emitter itself, or be called from yours:
/// `InAppPushPrimer(emit: recorder.emitter(forwardingTo: { Aegis.shared.track($0, properties: $1) }))`.
public final class PushPrimerFunnelRecorder: Sendable {
    private let state = LockedValue(PushPrimerFunnel())

    /// An empty recorder.
    public init() {}

    /// Counts one emitter call.
    public func record(_ eventName: String, _ properties: [String: Any]) {
        state.withLock { $0.record(eventName, properties: properties) }
    }

    /// An emitter that counts each call, then passes it on to `next`.
    public func emitter(forwardingTo next: InAppPushPrimer.EventEmitter? = nil) -> InAppPushPrimer.EventEmitter {
        { [self] name, properties in
            record(name, properties)
            next?(name, properties)
        }
    }

    /// The funnel so far.
    public var funnel: PushPrimerFunnel { state.withLock { $0 } }
}
