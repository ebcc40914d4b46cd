import Dispatch
import Foundation

/// A terminal in raw mode (no echo, no line buffering, no signals from Ctrl-C/Ctrl-Z/Ctrl-\,
/// output still translating newlines) for as long as it is held: ``restore()`` (or releasing
/// it) puts back the settings it had.
///
/// A `SIGTERM`, `SIGHUP` or `SIGQUIT` arriving while it is held restores the terminal too, then
/// ends the process as that signal would have: a person's shell is never left without echo.
final class RawMode: @unchecked Sendable {
    // @unchecked: `restored` is only read or written while `lock` is held; the rest is set once.
    private let descriptor: Int32
    private let saved: termios
    private let lock = NSLock()
    private var restored = false
    private var sources: [any DispatchSourceSignal] = []
    private var previousDispositions: [(Int32, sigaction)] = []
    private var previousMask = sigset_t()

    /// The signals that would end the process while the terminal is raw.
    static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

    /// Puts the terminal `descriptor` in raw mode; nil when it is not a terminal.
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
        let queue = DispatchQueue(label: "StoryboardHost.RawMode")
        // Blocked in this (the reading) thread, so they reach the dispatch sources (which
        // read them from a signal descriptor) instead of interrupting the read.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in Self.endingSignals { sigaddset(&blocked, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        for signalNumber in Self.endingSignals {
            var previous = sigaction()
            sigaction(signalNumber, nil, &previous)
            previousDispositions.append((signalNumber, previous))
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in self?.end(by: signalNumber) }
            source.resume()
            sources.append(source)
        }
        tcsetattr(descriptor, TCSANOW, &raw)
    }

    /// Puts back the terminal's settings, the signals' dispositions and the reading thread's
    /// signal mask. Call it on the thread that created it. Safe to call twice.
    func restore() {
        let first = lock.withLock { () -> Bool in
            defer { restored = true }
            return !restored
        }
        guard first else { return }
        var settings = saved
        tcsetattr(descriptor, TCSADRAIN, &settings)
        for source in sources { source.cancel() }
        for (signalNumber, previous) in previousDispositions {
            var disposition = previous
            sigaction(signalNumber, &disposition, nil)
        }
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
