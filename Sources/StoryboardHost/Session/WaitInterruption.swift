import Foundation

/// What Ctrl-C means to the session: during `wait` it cancels the requests in flight (the
/// wait then ends, each cancelled request shows as the app's failure, and the session goes
/// on); at the prompt it changes nothing.
///
/// Thread-safe: ``interrupt()`` runs on the ``InterruptSignal``'s queue while the session
/// waits on the main actor.
final class WaitInterruption: @unchecked Sendable {
    // @unchecked: `waiting` and `interrupted` are only read or written while `lock` is held.
    /// The requests a Ctrl-C cancels.
    let requests: PendingWork
    private let lock = NSLock()
    private var waiting = false
    private var interrupted = false

    /// Routes Ctrl-C to `requests`.
    init(requests: PendingWork) {
        self.requests = requests
    }

    /// A `wait` starts.
    func beginWaiting() {
        lock.withLock {
            waiting = true
            interrupted = false
        }
    }

    /// The `wait` ended; new requests may start again. Returns whether it was interrupted.
    @discardableResult
    func endWaiting() -> Bool {
        let wasInterrupted = lock.withLock { () -> Bool in
            waiting = false
            return interrupted
        }
        requests.acceptNewWork()
        return wasInterrupted
    }

    /// Ctrl-C: cancels the requests in flight when a `wait` runs (and any it starts after);
    /// returns whether one did.
    func interrupt() -> Bool {
        let cancels = lock.withLock { () -> Bool in
            guard waiting else { return false }
            interrupted = true
            return true
        }
        if cancels { requests.cancelAll() }
        return cancels
    }
}
