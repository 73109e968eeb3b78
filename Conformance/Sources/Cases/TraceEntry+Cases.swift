import PrimerCore
import PrimerSimulator

extension TraceEntry {
    /// An expected call into the app's code: `name` with `arguments`; `onMain` `nil` matches either
    /// thread (see ``VendorCase``'s matching rule).
    public static func heard(_ name: String, _ arguments: String..., onMain: Bool? = nil) -> TraceEntry {
        .appCall(AppCall(name, arguments: arguments, onMainThread: onMain))
    }

    /// What a vendor case names with this entry: the system call's kind, the store key, the app call's
    /// name, the analytics event's name, or "event" for every canonical event.
    var caseSubject: String {
        switch self {
        case let .system(call):
            "system " + (call.description.split(separator: "(", maxSplits: 1).first.map(String.init) ?? "")
        case let .stored(key, _), let .removed(key): "store " + key
        case let .appCall(call): "app " + call.name
        case let .analytics(name, _): "analytics " + name
        case .event: "event"
        }
    }

    /// Whether `self`, recorded, is what `expected` says: equal, but for an expected app call's thread
    /// when it names none.
    func matches(_ expected: TraceEntry) -> Bool {
        guard case let .appCall(want) = expected, case let .appCall(got) = self, want.onMainThread == nil else {
            return self == expected
        }
        return got.name == want.name && got.arguments == want.arguments
    }
}
