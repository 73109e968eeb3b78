import CleverTapAdapter
import PrimerConformance

/// The documentation's samples back to back: the hard ask and the status query, in both orders.
extension CleverTapDriver: CallOrderDriver {
    var callSequences: [[AppCall]] { [[.ask, .statusQuery], [.statusQuery, .ask]] }

    func make(_ call: AppCall) {
        switch call {
        case .ask: cleverTap.prompt(forPushPermission: false)
        case .statusQuery:
            cleverTap.getNotificationPermissionStatus { [reports] status in
                reports.append(
                    AdapterReport(
                        event: nil, vendorForm: "getNotificationPermissionStatus → \(status)", statuses: [status]))
            }
        case .askQuietly, .decline, .resetThrottle, .disable, .spoilCard: break
        }
    }
}
