/// One call into the app's code that a driver heard: a callback, a delegate method, an observer or a
/// completion, with its arguments as the app received them and the thread it ran on.
public struct AppCall: Sendable, Hashable, CustomStringConvertible {
    /// The vendor's name for what was called (`requestPermission completion`,
    /// `onNotificationPermissionDidChange`, `delegate.didChangeNotificationSettings`).
    public var name: String
    /// Each argument rendered stably (`true`, `authorized`, `"campaign-1"`); empty for none, or when
    /// ``name`` already spells them (a driver's report whose vendor form carries its arguments).
    public var arguments: [String]
    /// Whether it ran on the main queue; `nil` when the driver did not observe it.
    public var onMainThread: Bool?

    public init(_ name: String, arguments: [String] = [], onMainThread: Bool? = nil) {
        self.name = name
        self.arguments = arguments
        self.onMainThread = onMainThread
    }

    /// `name(arg, arg)`, then ` @main` or ` @background` when the thread is known.
    public var description: String {
        let call = arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
        switch onMainThread {
        case true?: return call + " @main"
        case false?: return call + " @background"
        case nil: return call
        }
    }
}
