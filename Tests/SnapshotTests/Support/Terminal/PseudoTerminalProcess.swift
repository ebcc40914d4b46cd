// A Linux pseudo-terminal (/dev/ptmx, ptsname): built on Linux only; the tests that use it
// are skipped elsewhere, saying why.
#if os(Linux) && canImport(Glibc)
import Foundation
import Glibc

/// A program run on a pseudo-terminal, as a person runs it in a terminal window: its standard
/// input, output and error are the terminal's, and the terminal is its controlling terminal,
/// so typing Ctrl-C (byte 3) makes the terminal send it `SIGINT`, echo and line editing work
/// as they do for a person, and `isatty` is true.
///
/// Reading and waiting block a thread of their own (a serial dispatch queue), never one of the
/// few threads Swift concurrency runs every test on, so a slow program cannot starve the other
/// tests. Used from one task at a time.
final class PseudoTerminalProcess: @unchecked Sendable {
    // @unchecked: `received` and `exitStatus` are only read or written on `queue`.
    /// The program's process id.
    let pid: pid_t
    /// The terminal's path (`/dev/pts/N`): open it to read its settings.
    let terminalPath: String
    private let master: Int32
    private var received = Data()
    private var exitStatus: Int32?
    private let queue = DispatchQueue(label: "PseudoTerminalProcess")

    /// Why the program could not be started.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `executable` with `arguments` and exactly `environment`, in a new session whose
    /// controlling terminal is a new pseudo-terminal.
    /// - Throws: ``StartError`` when no terminal can be opened or the program cannot start.
    init(executable: String, arguments: [String], environment: [String: String]) throws {
        // posix_openpt, unlockpt and ptsname by hand (Swift's Glibc module does not import
        // them): the multiplexer, then Linux's TIOCSPTLCK (unlock) and TIOCGPTN (number).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw StartError(description: "no pseudo-terminal: errno \(errno)")
        }
        let terminal = "/dev/pts/\(number)"
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // POSIX_SPAWN_SETSID (glibc's 0x80): a new session, so the terminal opened below
        // (without O_NOCTTY) becomes the program's controlling terminal.
        // POSIX_SPAWN_SETSIGMASK (0x08) with an empty mask: the program starts as from a
        // shell, with no signal blocked (the test's own thread may block some).
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(0x80 | 0x08))
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            close(master)
            throw StartError(description: "cannot start \(executable): error \(result)")
        }
        self.pid = pid
        self.master = master
        terminalPath = terminal
    }

    /// Everything the program wrote so far (and the terminal echoed), as text.
    var transcript: String { queue.sync { String(decoding: received, as: UTF8.self) } }

    /// Types `text` (a newline ends a line; "\u{3}" is Ctrl-C).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads what the program writes until the text read since `since` (an offset into the
    /// transcript) contains `marker`, for at most `timeout`; whether it did.
    @discardableResult
    func read(until marker: String, since: Int = 0, timeout: Duration = .seconds(20)) async -> Bool {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.readBlocking(until: marker, since: since, timeout: timeout)) }
        }
    }

    private func readBlocking(until marker: String, since: Int, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if String(decoding: received.dropFirst(since), as: UTF8.self).contains(marker) { return true }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(max(left / .milliseconds(1), 1), 1_000))
            guard poll(&descriptor, 1, milliseconds) >= 0 || errno == EINTR else { return false }
            guard descriptor.revents != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4_096)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            received.append(contentsOf: buffer[..<count])
        }
    }

    /// The length of the transcript so far, in bytes (for ``read(until:since:timeout:)``).
    var mark: Int { queue.sync { received.count } }

    /// Waits for the program to end, for at most `timeout`: its exit status, or minus the
    /// signal that ended it; nil when it is still running.
    func waitForExit(timeout: Duration = .seconds(20)) async -> Int32? {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.waitBlocking(timeout: timeout)) }
        }
    }

    private func waitBlocking(timeout: Duration) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
                return exitStatus
            }
            _ = readBlocking(until: "\u{0}never\u{0}", since: received.count, timeout: .milliseconds(20))
        }
        return nil
    }

    deinit {
        if waitBlocking(timeout: .zero) == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }
}
#endif
