import ActitoAdapter
import PrimerConformance

/// A settings screen's switch: the completion forms of enable and disable back to back, in both orders.
extension ActitoDriver: CallOrderDriver {
    var callSequences: [[AppCall]] { [[.ask, .disable], [.disable, .ask]] }

    func make(_ call: AppCall) {
        let log = recorder.log
        switch call {
        case .ask:
            push.enableRemoteNotifications { result in
                let enabled = (try? result.get()) ?? false
                log.append(AdapterReport(event: nil, vendorForm: "enableRemoteNotifications completion(\(enabled))"))
            }
        case .disable:
            push.disableRemoteNotifications { _ in
                log.append(AdapterReport(event: nil, vendorForm: "disableRemoteNotifications completion"))
            }
        case .askQuietly, .decline, .resetThrottle, .statusQuery, .spoilCard: break
        }
    }
}
