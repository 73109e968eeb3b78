import Foundation
import PrimerConformance
import PrimerCore

/// The reference adapter plus a habit of real adapters' encoders: after every attempt it rewrites one
/// JSON document whose content never changes but whose key order rotates through all six orders.
struct ShuffledJSONDriver: PrimerDriver {
    static let key = "shuffled.document"
    static let orders = [
        ["a", "b", "c"], ["a", "c", "b"], ["b", "a", "c"], ["b", "c", "a"], ["c", "a", "b"], ["c", "b", "a"],
    ]

    let inner: any PrimerDriver
    let store: any KeyValueStore

    static let descriptor = AdapterDescriptor(profile: AdapterDescriptor.reference.profile) { environment in
        ShuffledJSONDriver(inner: await AdapterDescriptor.reference.makeDriver(environment), store: environment.store)
    }

    func presentPrimer() async -> DriverAttempt {
        let attempt = await inner.presentPrimer()
        try? store.setValue(.data(Array(Self.document(after: store.value(forKey: Self.key)).utf8)), forKey: Self.key)
        return attempt
    }

    func takeReports() async -> [AdapterReport] { await inner.takeReports() }

    func stop() async { await inner.stop() }

    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        await inner.presentPrimerTappingAccept(then: second)
    }

    /// The same three pairs in the order after the stored one's.
    static func document(after stored: StoredValue?) -> String {
        var index = 0
        if case let .data(bytes)? = stored,
            let position = orders.firstIndex(where: { String(decoding: bytes, as: UTF8.self) == text($0) })
        {
            index = (position + 1) % orders.count
        }
        return text(orders[index])
    }

    private static func text(_ order: [String]) -> String {
        "{" + order.map { #""\#($0)": 1"# }.joined(separator: ", ") + "}"
    }
}
