#if os(Linux)
import Foundation
import Testing
@testable import SeedApps

/// The demo host in a real terminal (a pseudo-terminal, as a person's terminal window): a hung
/// server does not freeze the session. `wait` says what it waits for, Ctrl-C cancels the
/// requests and returns to the prompt instead of ending the program, and `quit` still leaves.
@Suite struct InterruptTerminalTests {
    /// The DemoHost program built beside this test bundle (`swift test` builds both).
    static var demoHost: String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("DemoHost").path
    }

    private func start(_ arguments: [String]) throws -> PseudoTerminalProcess {
        let path = Self.demoHost
        try #require(FileManager.default.isExecutableFile(atPath: path), "the DemoHost program is built beside the tests: \(path)")
        return try PseudoTerminalProcess(
            executable: path, arguments: arguments,
            environment: [
                "TODO_APPLICATION_KEY": "terminal-test-key", "NO_COLOR": "1", "TERM": "dumb",
            ])
    }

    @Test func ctrlCDuringWaitCancelsTheHungRequestsAndTheSessionGoesOn() async throws {
        let server = try LoopbackServer(handler: PendingRequestsTests.hung)
        defer { server.stop() }
        let host = try start(["--todo-service", server.baseURL.absoluteString])
        #expect(await host.read(until: "> "), "the picker's prompt: \(host.transcript)")
        var mark = host.mark
        host.type("open todo\n")
        #expect(await host.read(until: "type `wait` to let it finish", since: mark))
        mark = host.mark
        host.type("wait\n")
        #expect(await host.read(until: "attempt 1 of 3", since: mark), "wait reports the pending request: \(host.transcript.suffix(400))")
        #expect(host.transcript.contains("Waiting for 1 request (Ctrl-C cancels it):"))
        let report = host.transcript.split(whereSeparator: \.isNewline).first { $0.contains("GET /tables/TodoItem") && $0.contains("attempt") } ?? ""
        #expect(report.hasPrefix("  GET /tables/TodoItem  ") && report.contains(" s, attempt 1 of 3"), "what, for how long, which attempt: \(report)")
        mark = host.mark
        host.type("\u{3}")
        #expect(
            await host.read(until: "(interrupted: the pending requests were cancelled)", since: mark),
            "Ctrl-C cancels the wait: \(host.transcript.suffix(600))")
        #expect(await host.read(until: "> ", since: mark), "and the prompt comes back")
        #expect(host.transcript.contains("The request was cancelled before the service answered. Try again."))
        #expect(await host.waitForExit(timeout: .milliseconds(100)) == nil, "the session is still running")
        mark = host.mark
        host.type("tap Retry\n")
        #expect(await host.read(until: "task in progress", since: mark), "the session takes commands again")
        host.type("quit\n")
        #expect(await host.waitForExit() == 0, "quit ends the session normally: \(host.transcript.suffix(300))")
        #expect(server.requests.count == 1, "the cancelled read was not sent again")
    }

    @Test func ctrlCAtThePromptSaysHowToLeaveAndQuitLeaves() async throws {
        let host = try start([])
        #expect(await host.read(until: "> "))
        let mark = host.mark
        host.type("\u{3}")
        #expect(await host.read(until: "type `quit` or press Ctrl-D to leave", since: mark), "\(host.transcript.suffix(300))")
        #expect(await host.waitForExit(timeout: .milliseconds(200)) == nil, "Ctrl-C does not end the session")
        host.type("open todo\nwait\nquit\n")
        #expect(await host.waitForExit() == 0, "\(host.transcript.suffix(300))")
    }
}
#else
import Testing

/// These tests drive the host through a Linux pseudo-terminal (/dev/ptmx, TIOCSPTLCK); other systems have none of that kind, so they are skipped there.
@Suite struct InterruptTerminalTests {
    @Test(
        .disabled(
            "These tests drive the host through a Linux pseudo-terminal (/dev/ptmx, TIOCSPTLCK); other systems have none of that kind, so they are skipped there."
        )) func needsALinuxPseudoTerminal()
    {}
}
#endif
