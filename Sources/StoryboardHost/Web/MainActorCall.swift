import Dispatch
import Foundation
import LoopbackHTTP

/// Runs main-actor work from a server's connection thread and waits for its result: the
/// session lives on the main actor, the server's threads are plain POSIX threads (never the
/// main thread, so the wait cannot deadlock).
enum MainActorCall {
    /// What `body` returns, run on the main actor; nil only if the task never ran.
    @discardableResult
    static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () async -> T) -> T? {
        let slot = Slot<T>()
        let done = DispatchSemaphore(value: 0)
        Task { @MainActor in
            slot.set(await body())
            done.signal()
        }
        done.wait()
        return slot.value
    }

    private final class Slot<T: Sendable>: @unchecked Sendable {
        // @unchecked: `stored` is only read or written while `lock` is held.
        private let lock = NSLock()
        private var stored: T?
        func set(_ value: T) { lock.withLock { stored = value } }
        var value: T? { lock.withLock { stored } }
    }
}

/// The routes of a server, set once it listens (its port is known only then).
final class RoutesBox: @unchecked Sendable {
    // @unchecked: `stored` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var stored: WebRoutes?

    /// The routes; nil until set.
    var routes: WebRoutes? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
