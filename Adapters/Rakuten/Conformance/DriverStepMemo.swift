@_spi(AdapterAuthoring) import PrimerCore
import RakutenAdapter

/// The results of the SDK's pure steps, shared by every driver in the process: an exhaustive exploration
/// relaunches the SDK thousands of times over the same backend, so each launch decodes the same
/// configuration and ping bytes, loads the cache the last launch saved and encodes the same bodies.
///
/// Holds at most ``limit`` results (then starts afresh); results are computed outside the lock, so two
/// drivers may both compute one (either result is the same).
final class DriverStepMemo: PureStepMemo {
    static let shared = DriverStepMemo()
    static let limit = 64

    private struct Key: Hashable, @unchecked Sendable {
        // @unchecked: `input` only ever holds a `StoredInput`, which is Sendable; `AnyHashable` cannot
        // state it.
        let input: AnyHashable
        let outputType: ObjectIdentifier
    }

    /// An input as the memo keeps it, wrapped so that `AnyHashable` hashes it with its own `hash(into:)`
    /// (it would hash an array element by element, each as an `AnyHashable` of its own: far slower), and
    /// inputs of two types are never equal.
    private struct StoredInput<Value: Hashable & Sendable>: Hashable, Sendable {
        let value: Value
    }

    private let results = LockedValue<[Key: any Sendable]>([:])

    func result<Input: Hashable & Sendable, Output: Sendable, Failure: Error>(
        for input: Input, _ compute: (Input) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        let key = Key(input: AnyHashable(StoredInput(value: input)), outputType: ObjectIdentifier(Output.self))
        if let kept = results.withLock({ $0[key] }) as? Output { return kept }
        let output = try compute(input)
        results.withLock { results in
            if results.count >= Self.limit { results.removeAll() }
            results[key] = output
        }
        return output
    }
}
