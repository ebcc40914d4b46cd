import Dispatch
import Foundation

/// Catches Ctrl-C (`SIGINT`) for as long as it is installed, instead of letting it end the
/// process: `onInterrupt` runs on `queue` each time one arrives. ``stop()`` (or releasing it)
/// puts back the disposition `SIGINT` had before, so Ctrl-C ends the process again (or stays
/// ignored, when the parent ignored it).
///
/// A small piece on its own so that whatever reads the terminal (the session's prompt today,
/// a line editor later) can decide what Ctrl-C means while it runs. It does no I/O itself; the
/// handler runs on its own queue, so it works while the main thread is blocked reading a line.
final class InterruptSignal: @unchecked Sendable {
    // @unchecked: `stopped` is only read or written while `lock` is held; the source and the
    // saved disposition are set once in `init`.
    private let source: any DispatchSourceSignal
    private let previous: sigaction
    private let lock = NSLock()
    private var stopped = false
    private var previousMask = sigset_t()

    /// Starts catching `SIGINT`, running `onInterrupt` on `queue` for each one.
    init(queue: DispatchQueue = DispatchQueue(label: "DemoHost.InterruptSignal"), onInterrupt: @escaping @Sendable () -> Void) {
        var saved = sigaction()
        sigaction(SIGINT, nil, &saved)
        previous = saved
        // The source hears the signal; ignoring it stops the default action (ending the process).
        signal(SIGINT, SIG_IGN)
        // Blocked in this thread (the one that reads lines), so the source (which reads it from
        // a signal descriptor) gets it, rather than a read being interrupted (Swift.readLine
        // would take that for the end of the input).
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        source.setEventHandler(handler: onInterrupt)
        source.resume()
    }

    /// Stops catching `SIGINT` and restores its previous disposition and the thread's signal
    /// mask; call it on the thread that installed it. Safe to call twice.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        source.cancel()
        var restored = previous
        sigaction(SIGINT, &restored, nil)
        var mask = previousMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    deinit {
        stop()
    }
}
