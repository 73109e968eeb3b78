import PrimerCore

/// A driver of an adapter whose profile declares ``BehaviourProfile/otherRequests``, probed for with `as?`.
public protocol OtherRequestsDriver: PrimerDriver {
    /// Makes the profile's other request call at `index` and returns once its answer and every callback it
    /// caused have run, with what the app heard; `nil` when the driver has no call at `index`.
    func otherRequest(at index: Int) async -> Bool?
}
