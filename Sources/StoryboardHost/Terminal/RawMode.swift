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
        tcsetattr(descriptor, TCSAFLUSH, &raw)
    }

    /// Puts back the terminal's settings and the signals' dispositions. Safe to call twice.
    func restore() {
        let first = lock.withLock { () -> Bool in
            defer { restored = true }
            return !restored
        }
        guard first else { return }
        var settings = saved
        tcsetattr(descriptor, TCSAFLUSH, &settings)
        for source in sources { source.cancel() }
        for (signalNumber, previous) in previousDispositions {
            var disposition = previous
            sigaction(signalNumber, &disposition, nil)
        }
    }

    /// A signal that ends the process arrived: restore the terminal, then let it end it.
    private func end(by signalNumber: Int32) {
        restore()
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }

    deinit {
        restore()
    }
}
