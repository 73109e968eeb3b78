/// One public call, queued so that calls run in the order they were made (and calls made before
/// `configure` are replayed after it, in order).
enum WorkerOperation: Sendable {
    case configure(ConfigureRequest)
    case logEvent(LoggedEvent)
    case registerPreference(call: Int)
    case closeMessage(clearQueuedCampaigns: Bool, call: Int)
    case closeTooltip(String)
    case tooltipTargetAppeared(String, call: Int)
    case barrier(@Sendable () -> Void)
}

/// The arguments of `configure`.
struct ConfigureRequest: Sendable {
    var subscriptionID: String?
    var configurationURL: String?
    var enableTooltipFeature: Bool
}
