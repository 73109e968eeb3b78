/// Carries an app's completion, a plain closure as the vendor's blocks are, to the main actor that calls
/// it, so that code forwarding its own non-`Sendable` completion from a non-isolated class compiles as it
/// does against the vendor's SDK.
///
/// Why `@unchecked Sendable` is sound: `completion` is stored once here, never mutated, and the only
/// way to reach it is ``call(_:)``, which is `@MainActor`, so the closure only ever runs on the main
/// thread, one call at a time. What the closure captures is the app's, under the vendor's documented
/// contract that the block runs on the main thread (the contract this type keeps): code written for the
/// vendor already expects that thread.
struct MainQueueCompletion<Value>: @unchecked Sendable {
    private let completion: (Value) -> Void

    init(_ completion: @escaping (Value) -> Void) { self.completion = completion }

    /// Runs the app's closure with `value`, on the main actor.
    @MainActor func call(_ value: Value) { completion(value) }
}
