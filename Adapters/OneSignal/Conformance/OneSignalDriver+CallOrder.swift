import OneSignalAdapter
import PrimerConformance

/// The guide's request and provisional samples back to back, in both orders.
extension OneSignalDriver: CallOrderDriver {
    var callSequences: [[AppCall]] { [[.ask, .askQuietly], [.askQuietly, .ask]] }

    func make(_ call: AppCall) {
        let log = recorder.log
        switch call {
        case .ask:
            notifications.requestPermission { accepted in
                log.append(AdapterReport(event: nil, vendorForm: "requestPermission block(\(accepted))"))
            }
        case .askQuietly:
            notifications.registerForProvisionalAuthorization { accepted in
                log.append(
                    AdapterReport(event: nil, vendorForm: "registerForProvisionalAuthorization block(\(accepted))"))
            }
        case .decline, .resetThrottle, .statusQuery, .disable, .spoilCard: break
        }
    }
}
