import PrimerSimulator

/// One documented behaviour of a vendor's API as data: from a starting state, a sequence of steps
/// (public forms by name, the user's answers, relaunches, foregrounds, the clock), and the trace the
/// vendor documents. An adapter ships its cases in `Adapters/<Vendor>/Conformance/Cases/` and hands them
/// to its descriptor (``AdapterDescriptor/cases``); ``ConformanceCheck/vendorCases`` runs them all on
/// the suite's stores.
///
/// **The matching rule.** A case is judged whole on what it names. Each expected entry names a subject:
/// a system call by its kind (`request`, `prompt`, `register`, `settings`, `card`, `foreground`, ...),
/// a stored key, an app call by its name, an analytics event by its name, and canonical events as one
/// subject. Every entry the device recorded whose subject the case names must be the case's, in the
/// case's order, none missing and none extra; entries of subjects the case does not name are not
/// judged. An expected app call without a thread matches either thread. So a case that lists one
/// `requestPermission completion` also says there is no second one, and a case that lists one write of
/// a key says the key is written once, with that encoding. A subject in ``silent`` is named with no
/// entries: nothing of it may be recorded.
public struct VendorCase: Sendable {
    /// What the case shows, unique among the adapter's cases (`a grant: completion(true) on main, then
    /// the observer`).
    public var name: String
    /// Where the expectation comes from.
    public var source: CaseSource
    /// The state the device starts in.
    public var start: CaseStart
    /// The steps after the launch (the launch is always the first step).
    public var steps: [CaseStep]
    /// The expected entries (the matching rule above).
    public var expected: [TraceEntry]
    /// Subjects of which nothing may be recorded (`"system prompt"`, `"system settings"`,
    /// `"app requestPermission completion"`): what the vendor documents does not happen.
    public var silent: Set<String>
    /// When the adapter differs from the vendor here on purpose, the FIDELITY row that declares it: the
    /// case is then expected to fail, and it fails the check if it passes (the difference is gone, so
    /// the mark must go too).
    public var knownDifference: String?

    public init(
        _ name: String, source: CaseSource, start: CaseStart = CaseStart(), steps: [CaseStep],
        expected: [TraceEntry], silent: Set<String> = [], knownDifference: String? = nil
    ) {
        self.name = name
        self.source = source
        self.start = start
        self.steps = steps
        self.expected = expected
        self.silent = silent
        self.knownDifference = knownDifference
    }
}
