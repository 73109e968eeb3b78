import PrimerConformance
import PrimerCore

/// How two columns of a matrix compare: in how many scenarios they behave differently and how many
/// of those users or the app's code notice. "Adapters differ in 61 of 61 scenarios" says little when
/// one column differs everywhere; per pair, the reader sees which adapters are close.
package struct PairDifference: Sendable, Hashable {
    /// The first adapter's column name.
    package let first: String
    /// The second adapter's column name.
    package let second: String
    /// Scenarios where the two behave differently (vendor spellings aside).
    package let differing: Int
    /// Of those, the scenarios where users or the app's code notice (card, prompt, request, Settings,
    /// registration, answer, final status), not only analytics events or stored state.
    package let noticeable: Int

    /// Every pair of columns of `matrix`, in column order.
    package static func all(in matrix: BehaviourMatrix) -> [PairDifference] {
        let columns = matrix.adapters.indices
        return columns.flatMap { first in
            columns.filter { $0 > first }.map { second in
                let rows = matrix.cells.map { ($0[first].behaviour, $0[second].behaviour) }.filter { $0.0 != $0.1 }
                return PairDifference(
                    first: matrix.adapters[first].adapter, second: matrix.adapters[second].adapter,
                    differing: rows.count,
                    noticeable: rows.filter { $0.0.noticeablyDiffers(from: $0.1) }.count)
            }
        }
    }

    /// `ActiveReach · Pushwoosh: 61 scenarios differ, 27 noticeably` (or `behave the same`).
    package var sentence: String {
        let pair = "\(first) · \(second)"
        guard differing > 0 else { return "\(pair): behave the same in every scenario" }
        return
            "\(pair): \(differing) \(differing == 1 ? "scenario differs" : "scenarios differ"), \(noticeable) noticeably"
    }
}

extension CellObservation.Behaviour {
    /// Whether users or the app's flow notice the difference (card, prompt, request, Settings,
    /// registration, answer, final status), as opposed to only the events reported or the stored state.
    package func noticeablyDiffers(from other: Self) -> Bool {
        cardShown != other.cardShown || prompt != other.prompt || requested != other.requested
            || settingsOpened != other.settingsOpened || registered != other.registered
            || result != other.result || endStatus != other.endStatus
    }
}
