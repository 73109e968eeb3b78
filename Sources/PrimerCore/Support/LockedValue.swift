#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("LockedValue has no lock primitive for this platform")
#endif

/// A value that only one thread at a time can read or change: the package's one lock.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, and the package supports iOS 15 / macOS 13, so this
/// is the small lock that swift-nio and swift-log keep for the same reason: `os_unfair_lock` on Apple
/// platforms, a `pthread_mutex_t` elsewhere, allocated once for the value's lifetime (a lock must not
/// move in memory once used). Its API is `Mutex`'s: build it with the value, reach the value only inside
/// ``withLock(_:)``.
///
/// Keep the closure short and never `await` or call back into code that may take the same lock inside
/// it: the lock is not recursive.
@_spi(AdapterAuthoring) public final class LockedValue<Value>: @unchecked Sendable {
    // Why `@unchecked Sendable` is sound: `value` is read and written only inside `withLock`, which holds
    // `lock` for the whole closure, so no two threads touch it at once. The initialiser takes the value
    // as `sending`, and `withLock` hands it out as `inout sending` and returns a `sending` result, so the
    // compiler's region checking still stops a non-`Sendable` value from escaping into another isolation
    // domain through the lock: the same contract as `Synchronization.Mutex`, which is `Sendable` for any
    // value for the same reason.
    private let lock: UnsafeMutablePointer<PlatformLock>
    private var value: Value

    /// Creates the lock, holding `value`.
    public init(_ value: sending Value) {
        lock = UnsafeMutablePointer<PlatformLock>.allocate(capacity: 1)
        PlatformLock.initialize(lock)
        self.value = value
    }

    deinit {
        PlatformLock.destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    ///
    /// Everything `body` does to its argument is visible to the next caller; an error it throws is
    /// rethrown after the lock is released.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        PlatformLock.lock(lock)
        defer { PlatformLock.unlock(lock) }
        return try body(&value)
    }

    /// Runs `body` with exclusive access to the value, for a body that takes values out of it (a handler,
    /// a continuation, an entry, a value replaced): `body` returns what it took out, and that is released
    /// here, after the lock is released.
    ///
    /// A value dropped inside ``withLock(_:)`` may be the last reference to an object whose `deinit` takes
    /// a lock (a ``LifecycleObservation`` cancels itself, a device's engine ends its observation): this
    /// lock again deadlocks. Copying the value out and discarding it (`_ = removed`) does not prevent
    /// that: an optimized build may end the copy's lifetime early and drop the last reference inside the
    /// lock. Here the lifetime ends at `withExtendedLifetime`, after the unlock, in every build.
    public func withLockReleasingAfterUnlock<Removed, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Removed
    ) throws(Failure) {
        let removed = try withLock(body)
        withExtendedLifetime(removed) {}
    }

    /// Replaces the value; the old one is released after the lock is (see
    /// ``withLockReleasingAfterUnlock(_:)``), so a setter never runs a `deinit` while holding the lock.
    public func replaceReleasingAfterUnlock(with newValue: sending Value) {
        var old = newValue
        PlatformLock.lock(lock)
        swap(&old, &value)
        PlatformLock.unlock(lock)
        withExtendedLifetime(old) {}
    }
}

#if canImport(Darwin)
/// `os_unfair_lock`: the cheapest uncontended lock on Apple platforms, available since iOS 10.
typealias PlatformLock = os_unfair_lock

extension os_unfair_lock {
    static func initialize(_ lock: UnsafeMutablePointer<os_unfair_lock>) { lock.initialize(to: os_unfair_lock()) }
    static func destroy(_ lock: UnsafeMutablePointer<os_unfair_lock>) { lock.deinitialize(count: 1) }
    static func lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) { os_unfair_lock_lock(lock) }
    static func unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) { os_unfair_lock_unlock(lock) }
}
#else
/// `pthread_mutex_t` with default attributes, as swift-nio's `NIOLock` uses off Apple platforms.
typealias PlatformLock = pthread_mutex_t

extension pthread_mutex_t {
    static func initialize(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        lock.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(lock, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    static func destroy(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        let result = pthread_mutex_destroy(lock)
        precondition(result == 0, "pthread_mutex_destroy failed (still locked?): \(result)")
        lock.deinitialize(count: 1)
    }

    static func lock(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        let result = pthread_mutex_lock(lock)
        precondition(result == 0, "pthread_mutex_lock failed: \(result)")
    }

    static func unlock(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        let result = pthread_mutex_unlock(lock)
        precondition(result == 0, "pthread_mutex_unlock failed: \(result)")
    }
}
#endif
