import Foundation

/// A value guarded by a lock, for the tests' threads (the loopback server, scripted transports).
///
/// The tests use this instead of `Synchronization.Mutex`: on Linux, `Mutex` locks with a futex
/// from code ThreadSanitizer does not instrument, so TSan sees no ordering between two
/// `withLock` calls on different threads and reports a race on the guarded value that cannot
/// happen. `NSLock` is a `pthread_mutex_t` underneath, which TSan intercepts, so the
/// `swift test --sanitize=thread` run in `.ci/run` sees the real ordering.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is only read or written between `lock.lock()` and `lock.unlock()`.
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; returns what `body` returns.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
