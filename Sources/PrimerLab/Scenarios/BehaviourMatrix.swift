import PrimerCore

/// The behaviour matrix: one observed cell per scenario and adapter.
public struct BehaviourMatrix: Sendable {
    /// The rows.
    public let scenarios: [Scenario]
    /// The columns' declared profiles, in column order.
    public let adapters: [BehaviourProfile]
    /// `cells[row][column]`.
    public let cells: [[CellObservation]]

    /// Observes every scenario for every adapter. Cells are independent (each has its own device), so
    /// they run concurrently; the result is in row and column order whatever the interleaving.
    public static func observe(_ descriptors: [AdapterDescriptor],
                               scenarios: [Scenario] = Scenario.all) async -> BehaviourMatrix {
        var grid = [[CellObservation?]](repeating: Array(repeating: nil, count: descriptors.count),
                                        count: scenarios.count)
        await withTaskGroup(of: (Int, Int, CellObservation).self) { group in
            for (row, scenario) in scenarios.enumerated() {
                for (column, descriptor) in descriptors.enumerated() {
                    group.addTask { (row, column, await scenario.observe(descriptor)) }
                }
            }
            for await (row, column, cell) in group { grid[row][column] = cell }
        }
        return BehaviourMatrix(scenarios: scenarios, adapters: descriptors.map(\.profile),
                               cells: grid.map { $0.compactMap { $0 } })
    }

    /// The cell of `scenario` for the adapter named `adapter` (case-insensitive), if both exist.
    public func cell(_ scenario: Scenario, _ adapter: String) -> CellObservation? {
        guard let row = scenarios.firstIndex(of: scenario),
              let column = adapters.firstIndex(where: { $0.adapter.lowercased() == adapter.lowercased() })
        else { return nil }
        return cells[row][column]
    }

    /// The rows where not every adapter behaves the same (vendor spellings aside).
    public var divergentRows: [Int] {
        scenarios.indices.filter { Set(cells[$0].map(\.behaviour)).count > 1 }
    }
}
