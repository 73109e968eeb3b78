import PrimerCore
import PrimerSimulator

/// The adapter's vendor cases (``AdapterDescriptor/cases``), each on a fresh device over its declared
/// surface (``AdapterDescriptor/surface``), the stores rotating case by case: a failure names the case,
/// its source, the step and the first differing entries. A case marked as a known difference must fail
/// (its FIDELITY row says why); one that passes fails the check, so the mark goes when the difference
/// does. Then every declared form is called from every status, so none goes uncalled.
extension CheckContext {
    func vendorCases() async {
        guard let surface = descriptor.surface else {
            if !descriptor.cases.isEmpty {
                fail("vendor cases", got: "\(descriptor.cases.count) cases and no surface", want: "a PublicSurface")
            }
            return
        }
        let scope = CheckScope.current.get()
        for (index, vendorCase) in descriptor.cases.enumerated() {
            let kind = disks.kind(forSequence: index)
            let runner = CaseRunner(surface: surface, disk: kind)
            let location = "case '\(vendorCase.name)' (\(kind))"
            let mismatch = await runner.run(vendorCase) { step in scope?.enter("\(location) › \(step)") }
            switch (mismatch, vendorCase.knownDifference) {
            case let (mismatch?, nil):
                fail(
                    "\(location) › \(mismatch.step)", got: mismatch.got,
                    want: "\(mismatch.want), because \(vendorCase.source)")
            case let (nil, row?):
                fail(
                    location, got: "the trace the vendor documents",
                    want: "the known difference declared by FIDELITY \(row) (remove the mark if it is gone)")
            case (_?, _?), (nil, nil): break
            }
        }
        await everyFormFromEveryStatus(surface, scope: scope)
    }

    /// Every declared form, twice, from each status a user can be in, the user accepting and allowing: a
    /// form no case names is still called, and one that never returns ends the check at its deadline,
    /// named by the step.
    private func everyFormFromEveryStatus(_ surface: PublicSurface, scope: CheckScope?) async {
        let statuses: [AuthorizationStatus] = [.notDetermined, .denied, .authorized, .provisional]
        for (index, (form, status)) in surface.forms.flatMap({ form in statuses.map { (form, $0) } }).enumerated() {
            let sweep = VendorCase(
                "every form", source: .declared(fidelityRow: "-"), start: CaseStart(status),
                steps: [.user(cards: [.accept], prompts: [.allow]), .call(form), .call(form)], expected: [])
            let location = "every form: \(form) from \(status) (\(disks.kind(forSequence: index)))"
            let runner = CaseRunner(surface: surface, disk: disks.kind(forSequence: index))
            if let mismatch = await runner.run(sweep, enter: { scope?.enter("\(location) › \($0)") }) {
                fail(location, got: mismatch.got, want: mismatch.want)
            }
        }
    }
}
