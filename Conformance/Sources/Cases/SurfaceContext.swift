import PrimerCore
import PrimerSimulator

/// What a ``PublicSurface``'s launch and forms get: the ports of the running process, the case's
/// settings, and the device's trace to record what the app hears.
public struct SurfaceContext: Sendable {
    /// The ports of the running process (a relaunch hands a fresh one).
    public let environment: PlatformEnvironment
    /// The settings the case starts with (``CaseStart/settings``), by name: an adapter's launch reads the
    /// ones it documents (for example an Info.plist value) and ignores the rest.
    public let settings: [String: String]
    /// Appends to the device's trace.
    public let recorder: TraceRecorder

    public init(environment: PlatformEnvironment, settings: [String: String] = [:], recorder: TraceRecorder) {
        self.environment = environment
        self.settings = settings
        self.recorder = recorder
    }

    /// Records that the app's code was called: `name` (a completion, a delegate method, an observer),
    /// `arguments` rendered as the app received them, and whether this runs on the main queue
    /// (``MainQueueProbe``). Call it inside the callback.
    public func heard(_ name: String, _ arguments: String...) {
        recorder.record(.appCall(AppCall(name, arguments: arguments, onMainThread: MainQueueProbe.isOnMainQueue)))
    }

    /// Records a vendor-shaped analytics event the app received.
    public func analytics(_ name: String, _ properties: [String: String] = [:]) {
        recorder.record(.analytics(name: name, properties: properties))
    }

    /// Records a canonical event the adapter reported.
    public func event(_ name: PrimerEventName) { recorder.record(.event(name)) }
}
