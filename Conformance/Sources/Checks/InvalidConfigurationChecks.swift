import PrimerCore
import PrimerSimulator

extension CheckContext {
    /// Each declared configuration mistake (``AdapterDescriptor/invalidConfigurations``), accepted from not
    /// determined and from denied: the mistake reaches the device's diagnostics, because an app cannot fix
    /// what it is never told; a blocking one shows, asks, opens and writes nothing and ends suppressed as
    /// `invalidConfiguration`, because a card that says nothing must not ask; a repaired one still shows
    /// its card to a user who has not decided. The model knows no mistake, so only these are judged.
    func invalidConfigurationsAsDeclared() async {
        for invalid in descriptor.invalidConfigurations {
            for status in [AuthorizationStatus.notDetermined, .denied] {
                var variant = descriptor
                variant.makeDriver = invalid.makeDriver
                let harness = Harness(descriptor: variant, status: status, label: "\(invalid.mistake), from \(status)")
                _ = await harness.perform([.launch, .acceptAllow])
                if let (observed, _) = harness.lastObservation {
                    judge(invalid, harness.location, observed, diagnostics: harness.device.diagnostics, from: status)
                }
                await harness.stop()
            }
        }
    }

    private func judge(
        _ invalid: InvalidConfiguration, _ at: String, _ observed: Observation, diagnostics: [Diagnostic],
        from status: AuthorizationStatus
    ) {
        if !diagnostics.contains(where: { $0.code == invalid.diagnosticCode }) {
            fail(
                "\(at): diagnostics",
                got: diagnostics.isEmpty ? "none" : diagnostics.map(\.code).joined(separator: ", "),
                want: "\(invalid.diagnosticCode), because the descriptor declares \(invalid.mistake) reported so")
        }
        guard invalid.blocks else {
            if status == .notDetermined, observed.cardsShown != 1 {
                fail(
                    "\(at): cards on screen", got: "\(observed.cardsShown)",
                    want: "1, because the descriptor declares \(invalid.mistake) repaired, not blocking")
            }
            return
        }
        let outcome = observed.attempt.map { "\($0.result.rawValue)(\($0.suppression?.rawValue ?? "-"))" } ?? "none"
        if observed.attempt?.result != .suppressed || observed.attempt?.suppression != .invalidConfiguration {
            fail(
                "\(at): outcome", got: outcome,
                want: "suppressed(invalidConfiguration), because \(invalid.mistake) blocks the primer")
        }
        let acted = [
            ("cards on screen", observed.cardsShown), ("system requests", observed.requests.count),
            ("Settings opened", observed.settingsOpened), ("registrations", observed.registrations),
            ("throttle stamps written", observed.throttleKeyWritten ? 1 : 0),
        ]
        for (aspect, count) in acted where count > 0 {
            fail("\(at): \(aspect)", got: "\(count)", want: "0, because \(invalid.mistake) blocks the primer")
        }
    }
}
