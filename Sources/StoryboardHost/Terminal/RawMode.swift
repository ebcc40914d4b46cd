import Dispatch
import Foundation

/// A terminal in raw mode (no echo, no line buffering, no signals from Ctrl-C/Ctrl-Z/Ctrl-\,
/// output still translating newlines) until ``restore()`` puts back the settings it had (its
/// watching thread holds it until then, so call `restore()`, as a `defer` does).
///
/// A `SIGTERM`, `SIGHUP` or `SIGQUIT` arriving while it is held restores the terminal too, then
/// ends the process as that signal would have: a person's shell is never left without echo.
final class RawMode: @unchecked Sendable {
    // @unchecked: `restored` is only read or written while `lock` is held; the rest is set once.
    private let descriptor: Int32
    private let saved: termios
    private let lock = NSLock()
    private var restored = false
    private var previousMask = sigset_t()

    /// The signals that would end the process while the terminal is raw.
    static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

    /// How long the watching thread waits for a signal before it looks whether the terminal
    /// was restored (it then ends).
    private static let watchInterval = timespec(tv_sec: 0, tv_nsec: 50_000_000)

    /// Puts the terminal `descriptor` in raw mode; nil when it is not a terminal.
    ///
    /// The ending signals are blocked in this (the reading) thread before anything else, and a
    /// thread started from it (so blocking them too) takes them with `sigtimedwait`. A signal
    /// sent to the process is then never lost, whenever it comes: the worker threads of
    /// Dispatch block every signal, so it stays pending until the watching thread takes it.
    /// No disposition is changed (setting `SIG_IGN` would discard a signal already pending,
    /// which lost a `SIGTERM` sent the moment the terminal turned raw).
    init?(descriptor: Int32) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        self.descriptor = descriptor
        saved = settings
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        var blocked = Self.endingSignalSet
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        // The watching thread takes signals before the terminal turns raw: whoever sees it
        // raw can count on a signal restoring it.
        let watching = DispatchSemaphore(value: 0)
        let watcher = Thread { [self] in watch(started: watching) }
        watcher.name = "StoryboardHost.RawMode"
        watcher.start()
        watching.wait()
        tcsetattr(descriptor, TCSANOW, &raw)
    }

    /// The ending signals as a set.
    private static var endingSignalSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in endingSignals { sigaddset(&set, signalNumber) }
        return set
    }

    /// Takes the ending signals until the terminal is restored; one that comes ends the
    /// process (``end(by:)``).
    private func watch(started: DispatchSemaphore) {
        var set = Self.endingSignalSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
        started.signal()
        while !lock.withLock({ restored }) {
            var interval = Self.watchInterval
            let signalNumber = sigtimedwait(&set, nil, &interval)
            if signalNumber > 0 { end(by: signalNumber) }
        }
    }

    /// Puts back the terminal's settings and the reading thread's signal mask. Call it on the
    /// thread that created it. Safe to call twice.
    func restore() {
        let first = lock.withLock { () -> Bool in
            defer { restored = true }
            return !restored
        }
        guard first else { return }
        var settings = saved
        tcsetattr(descriptor, TCSADRAIN, &settings)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    /// A signal that ends the process arrived: restore the terminal's settings, then end the
    /// process with the status a shell reports for that signal (128 + its number). The
    /// signal itself cannot be raised again: it is blocked in every thread.
    private func end(by signalNumber: Int32) {
        var settings = saved
        tcsetattr(descriptor, TCSANOW, &settings)
        _exit(128 + signalNumber)
    }

    deinit {
        restore()
    }
}
