import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Runs work on threads with an iOS secondary thread's stack, so a test sees the crash an app would.
enum SmallStackThread {
    /// The stack of an iOS secondary thread (a `Thread`, a GCD worker): 512 KB.
    static let iOSSecondaryStackSize = 512 * 1024

    /// Runs `body` over `input` on a new `Thread` with a `stackSize`-byte stack and returns its result
    /// once it is done. A stack overflow in `body` crashes the test process, as it would crash the app.
    ///
    /// `input` is released on the calling thread, never on the small one: a deep value's release
    /// recurses too, and the thread may let go of what it captured after the caller has.
    static func run<Input: Sendable, Result: Sendable>(
        stackSize: Int = iOSSecondaryStackSize, with input: Input, _ body: @escaping @Sendable (Input) -> Result
    ) -> Result {
        let handedOver = LockedValue<Input?>(input)
        let result = LockedValue<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.withLock { $0 = handedOver.withLock { $0 }.map(body) }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        handedOver.withLock { $0 = nil }
        guard let value = result.withLock({ $0 }) else { preconditionFailure("the thread returned nothing") }
        return value
    }
}
