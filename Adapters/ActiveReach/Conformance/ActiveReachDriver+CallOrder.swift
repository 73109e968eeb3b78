import ActiveReachAdapter
import PrimerConformance

/// The seed samples' orders: a card's button handler, then at once the cooldown management or the status
/// check.
extension ActiveReachDriver: CallOrderDriver {
    var callSequences: [[AppCall]] {
        [[.decline, .resetThrottle], [.resetThrottle, .decline], [.ask, .statusQuery], [.decline, .statusQuery]]
    }

    func make(_ call: AppCall) {
        switch call {
        case .ask:
            primer.displayed(config: config)
            primer.allowTapped(config: config)
        case .decline: primer.laterTapped(config: config)
        case .resetThrottle: primer.clearCooldown()
        case .statusQuery:
            primer.isAlreadyAuthorized { [reports] authorized in
                reports.append(AdapterReport(event: nil, vendorForm: "isAlreadyAuthorized → \(authorized)"))
            }
        case .askQuietly, .disable, .spoilCard: break
        }
    }
}
