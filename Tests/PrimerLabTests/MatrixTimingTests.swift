import Foundation
import PrimerConformance
import PrimerLab
import Testing

/// The matrix over every adapter of the package: its size and how long observing it takes (a printed
/// figure, never a pass/fail bound: the shared CI machine's load is not the code's speed).
@Suite struct MatrixTimingTests {
    @Test func theStandardCatalogMatrixIsObservedAndTimed() async {
        let clock = ContinuousClock()
        let start = clock.now
        let matrix = await BehaviourMatrix.observe(AdapterCatalog.standard.descriptors)
        let elapsed = clock.now - start
        #expect(matrix.cells.count == Scenario.all.count)
        #expect(matrix.cells.allSatisfy { $0.count == AdapterCatalog.standard.descriptors.count })
        TestConsole.say(
            "primer-lab matrix: \(matrix.scenarios.count) scenarios × \(matrix.adapters.count) adapters observed in \(elapsed)"
        )
    }
}
