#if os(Linux)
import Foundation
import Testing
@testable import SeedApps

/// The DemoHost program with its line editor in a pseudo-terminal (`TERM=xterm`): keys are
/// edited, not echoed raw; Ctrl-C during `wait` still cancels the requests (the terminal is
/// raw only while a line is read); a signal that ends the program leaves the terminal as it
/// found it.
@Suite(.timeLimit(.minutes(2))) struct LineEditorTerminalTests {
    private func start(_ arguments: [String]) throws -> PseudoTerminalProcess {
        let path = InterruptTerminalTests.demoHost
        try #require(FileManager.default.isExecutableFile(atPath: path), "the DemoHost program is built beside the tests: \(path)")
        return try PseudoTerminalProcess(
            executable: path, arguments: arguments,
            environment: [
                "TODO_APPLICATION_KEY": "terminal-test-key", "NO_COLOR": "1", "TERM": "xterm",
            ])
    }

    /// The terminal's local flags (ECHO, ICANON), read through its path.
    private func localFlags(_ host: PseudoTerminalProcess) -> tcflag_t? {
        let descriptor = open(host.terminalPath, O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        return settings.c_lflag
    }

    @Test func arrowsEditTheLineAndTabCompletesTheApp() async throws {
        let host = try start([])
        #expect(await host.read(until: "> "))
        var mark = host.mark
        host.type("op\tto\t\r")
        #expect(await host.read(until: "Opened Todos.", since: mark), "Tab completed `open todo`: \(host.transcript.suffix(300))")
        // Keys typed before the next prompt would be echoed by the terminal, as in any shell:
        // each line is typed at its prompt.
        #expect(await host.read(until: "\n> ", since: mark))
        mark = host.mark
        host.type("wx\u{7F}t\u{1B}[Dai\u{1B}[F\r")  // w x Backspace t Left a i End: wait
        #expect(await host.read(until: "Buy milk", since: mark), "\(host.transcript.suffix(300))")
        #expect(await host.read(until: "\n> ", since: mark))
        mark = host.mark
        host.type("\u{1B}[A\u{1B}[A\r")  // Up Up: `open todo` again
        #expect(await host.read(until: "Back to Todos", since: mark))
        #expect(!host.transcript.contains("^[[A"), "no arrow key is echoed raw")
        host.type("quit\r")
        #expect(await host.waitForExit() == 0)
    }

    /// Ctrl-Z at the prompt suspends the host as any program in a shell: the shell reports
    /// the job stopped, `fg` brings it back with the line as it was, and the terminal is the
    /// shell's while it is stopped. (It did nothing and said nothing.)
    @Test func ctrlZSuspendsTheHostAndFgBringsItBackWithTheLine() async throws {
        let path = InterruptTerminalTests.demoHost
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let shell = try PseudoTerminalProcess(
            executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
            environment: [
                "PS1": "$ ", "TERM": "xterm", "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
            ])
        #expect(await shell.read(until: "$ "), "\(shell.transcript)")
        var mark = shell.mark
        shell.type("'\(path)'\r")
        #expect(await shell.read(until: "\n> ", since: mark), "\(shell.transcript.suffix(300))")
        mark = shell.mark
        shell.type("open tod")
        #expect(await shell.read(until: "open tod", since: mark))
        mark = shell.mark
        shell.type("\u{1A}")
        #expect(await shell.read(until: "Stopped", since: mark), "the shell says the job stopped: \(shell.transcript.suffix(300))")
        #expect(await shell.read(until: "$ ", since: mark))
        mark = shell.mark
        shell.type("fg\r")
        #expect(await shell.read(until: "> open tod", since: mark), "the line is drawn again: \(shell.transcript.suffix(300))")
        mark = shell.mark
        shell.type("o\r")
        #expect(await shell.read(until: "Opened Todos.", since: mark), "\(shell.transcript.suffix(300))")
        #expect(await shell.read(until: "\n> ", since: mark))
        shell.type("quit\r")
        #expect(await shell.read(until: "$ ", since: mark))
        shell.type("exit\r")
        #expect(await shell.waitForExit() == 0)
    }

    /// Without a job-control shell (the host leads its own session), Ctrl-Z says why it does
    /// not suspend, and the session goes on.
    @Test func ctrlZWithoutJobControlSaysSo() async throws {
        let host = try start([])
        #expect(await host.read(until: "> "))
        let mark = host.mark
        host.type("open tod\u{1A}")
        #expect(await host.read(until: "Ctrl-Z suspends only under a shell with job control", since: mark), "\(host.transcript.suffix(300))")
        host.type("o\r")
        #expect(await host.read(until: "Opened Todos.", since: mark), "\(host.transcript.suffix(300))")
        #expect(await host.read(until: "\n> ", since: mark))
        host.type("quit\r")
        #expect(await host.waitForExit() == 0)
    }

    @Test func ctrlCDuringWaitStillCancelsAndCtrlCAtThePromptClearsTheLine() async throws {
        let server = try LoopbackServer(handler: PendingRequestsTests.hung)
        defer { server.stop() }
        let host = try start(["--todo-service", server.baseURL.absoluteString, "open", "todo"])
        #expect(await host.read(until: "> "), "\(host.transcript.suffix(300))")
        var mark = host.mark
        host.type("wait\r")
        #expect(await host.read(until: "attempt 1 of 3", since: mark), "\(host.transcript.suffix(300))")
        mark = host.mark
        host.type("\u{3}")
        #expect(await host.read(until: "(interrupted: the pending requests were cancelled)", since: mark), "\(host.transcript.suffix(400))")
        #expect(await host.read(until: "> ", since: mark))
        mark = host.mark
        host.type("tap somethi\u{3}")
        #expect(await host.read(until: "^C", since: mark))
        #expect(await host.waitForExit(timeout: .milliseconds(200)) == nil, "Ctrl-C at the prompt does not end the session")
        host.type("\u{4}")
        #expect(await host.waitForExit() == 0, "Ctrl-D leaves: \(host.transcript.suffix(300))")
    }

    @Test func aSignalThatEndsTheProgramRestoresTheTerminal() async throws {
        let host = try start([])
        #expect(await host.read(until: "> "))
        // The editor is reading a line: the terminal is raw.
        var raw = false
        for _ in 0..<200 {
            if let flags = localFlags(host), flags & tcflag_t(ECHO) == 0 { raw = true; break }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(raw, "the prompt reads in raw mode")
        kill(host.pid, SIGTERM)
        #expect(await host.waitForExit() == 128 + SIGTERM, "SIGTERM still ends the program, with the status a shell reports for it")
        let after = try #require(localFlags(host))
        #expect(after & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON), "echo and line mode are back")
    }
}
#else
import Testing

/// These tests drive the host through a Linux pseudo-terminal (/dev/ptmx, TIOCSPTLCK); other systems have none of that kind, so they are skipped there.
@Suite struct LineEditorTerminalTests {
    @Test(
        .disabled(
            "These tests drive the host through a Linux pseudo-terminal (/dev/ptmx, TIOCSPTLCK); other systems have none of that kind, so they are skipped there."
        )) func needsALinuxPseudoTerminal()
    {}
}
#endif
