import PrimerConformance
import PushwooshAdapter

/// The README's `present()` on a builder kept in a variable, and a setter on that builder right after.
extension PushwooshDriver: CallOrderDriver {
    var callSequences: [[AppCall]] { [[.ask, .spoilCard], [.spoilCard, .ask]] }

    func make(_ call: AppCall) {
        switch call {
        case .ask:
            builder.present { [log] outcome in
                log.append(AdapterReport(event: nil, vendorForm: "completion(\(outcome))"))
            }
        case .spoilCard: builder.message("")
        case .askQuietly, .decline, .resetThrottle, .statusQuery, .disable: break
        }
    }
}
