import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps

/// A hung todo service (`--todo-service`) does not freeze the demo host's session: `wait`
/// says what it waits for, and an interrupt (what Ctrl-C does) cancels the requests and
/// hands the session back.
@MainActor
@Suite struct WaitForServiceTests {
    /// The session on the todo app of a hung loopback service, reporting every 50 ms.
    private func session(_ server: LoopbackServer) throws -> (HostSession, WaitInterruption, () -> [String]) {
        final class Box { var reports: [String] = [] }
        let box = Box()
        let pending = PendingRequests()
        let interruption = WaitInterruption(requests: .requests(pending))
        let options = try BackendOptions.parse(["--todo-service", server.baseURL.absoluteString, "--todo-key", "k"], environment: [:]).options
        let session = HostSession(apps: DemoApps.all(backends: options, pending: pending), interruption: interruption)
        session.reportTiming = (.milliseconds(50), .milliseconds(50))
        session.progress = { box.reports.append($0) }
        return (session, interruption, { box.reports })
    }

    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    @Test func waitShowsWhatItWaitsForAndAnInterruptCancelsItAndTheSessionGoesOn() async throws {
        try await withLoopbackServer(PendingRequestsTests.hung) { server in
            let (session, interruption, reports) = try session(server)
            _ = try await session.handle(line: "open todo")
            let started = ContinuousClock.now
            let wait = Task { try await session.handle(line: "wait") }
            // Generous: under ThreadSanitizer on two shared cores the main actor can be busy
            // with other tests for a long while; a wait that never reports still fails here.
            while reports().isEmpty && ContinuousClock.now - started < .seconds(600) { try await Task.sleep(for: .milliseconds(10)) }
            let report = try #require(reports().first, "no report while the wait ran")
            #expect(report.hasPrefix("Waiting for 1 request (Ctrl-C cancels it):\n  GET /tables/TodoItem  "), "\(report)")
            // Attempt 1 unless the machine was so busy that its timeout passed before the first
            // report (ThreadSanitizer on two shared cores): then the report names the retry.
            let attempt = report.split(separator: " ").dropLast(2).last.flatMap { Int($0) } ?? 0
            #expect(report.hasSuffix(" s, attempt \(attempt) of 3") && (1...3).contains(attempt), "how long, and which attempt of how many: \(report)")
            #expect(interruption.interrupt(), "a wait is running, so Ctrl-C cancels it")
            let screen = text(try await wait.value)
            #expect(screen.contains("(interrupted: the pending requests were cancelled)"))
            #expect(screen.contains("The request was cancelled before the service answered. Try again."), "\(screen)")
            #expect(screen.contains("\"Retry\""), "a cancelled load can be retried")
            #expect(server.requests.count == attempt, "nothing was sent after the interrupt")
            #expect(text(try await session.handle(line: "tap OK")).contains("Todos"), "the session goes on")
            #expect(!interruption.interrupt(), "at the prompt Ctrl-C cancels nothing")
            #expect(session.pendingReport() == nil)
        }
    }

    @Test func aQuickWaitReportsNothing() async throws {
        let service = LoopbackMobileService(applicationKey: ApplicationKey("k"), items: TodoSample.items)
        try await withLoopbackServer(service.handle) { server in
            let (session, _, reports) = try session(server)
            session.reportTiming = (.seconds(5), .seconds(5))
            _ = try await session.handle(line: "open todo")
            #expect(text(try await session.handle(line: "wait")).contains("Water the plants"))
            #expect(reports().isEmpty)
        }
    }
}
