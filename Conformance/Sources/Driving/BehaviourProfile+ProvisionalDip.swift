import PrimerCore

extension BehaviourProfile {
    /// Whether the status report at `index` of `reports` (one step's or one call's) is the declared "not
    /// allowed" of a provisional user's upgrade (``statusCallbackDipsOnProvisionalUpgrade``): the status
    /// went from provisional (`start`) to another allowed status (`end`), and the next status report states
    /// `end`.
    func isDeclaredProvisionalDip(
        at index: Int, in reports: [AdapterReport], from start: AuthorizationStatus, to end: AuthorizationStatus
    ) -> Bool {
        guard statusCallbackDipsOnProvisionalUpgrade, start == .provisional, end != .provisional,
            end.allowsDelivery
        else { return false }
        let next = reports[(index + 1)...].first { $0.statuses != nil }
        return next?.statuses?.contains(end) == true
    }
}
