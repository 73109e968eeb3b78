import PrimerConformance
import PrimerCore

/// The behaviour matrix: one observed cell per scenario and adapter.
package struct BehaviourMatrix: Sendable {
    /// The rows.
    package let scenarios: [Scenario]
    /// The columns' declared profiles, in column order.
    package let adapters: [BehaviourProfile]
    /// `cells[row][column]`.
    package let cells: [[CellObservation]]

    /// Observes every scenario for every adapter. Adapters run concurrently, each one's scenarios in
    /// order: every cell has its own device, but a vendor may keep process-wide state (an "already on
    /// screen" flag), which two cells of the same adapter must not share at once.
    package static func observe(
        _ descriptors: [AdapterDescriptor],
        scenarios: [Scenario] = Scenario.all
    ) async -> BehaviourMatrix {
        var columns = [[CellObservation]](repeating: [], count: descriptors.count)
        await withTaskGroup(of: (Int, [CellObservation]).self) { group in
            for (column, descriptor) in descriptors.enumerated() {
                group.addTask {
                    var cells: [CellObservation] = []
                    for scenario in scenarios { cells.append(await scenario.observe(descriptor)) }
                    return (column, cells)
                }
            }
            for await (column, cells) in group { columns[column] = cells }
        }
        return BehaviourMatrix(
            scenarios: scenarios, adapters: descriptors.map(\.profile),
            cells: scenarios.indices.map { row in columns.map { $0[row] } })
    }

    /// The cell of `scenario` for the adapter named `adapter` (case-insensitive), if both exist.
    package func cell(_ scenario: Scenario, _ adapter: String) -> CellObservation? {
        guard let row = scenarios.firstIndex(of: scenario),
            let column = adapters.firstIndex(where: { $0.adapter.lowercased() == adapter.lowercased() })
        else { return nil }
        return cells[row][column]
    }

    /// The rows where not every adapter behaves the same (vendor spellings aside).
    package var divergentRows: [Int] {
        scenarios.indices.filter { Set(cells[$0].map(\.behaviour)).count > 1 }
    }
}
