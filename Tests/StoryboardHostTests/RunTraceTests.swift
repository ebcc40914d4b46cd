import Foundation
import Testing
@testable import StoryboardHost
import TestSupport

/// `run <app> --script FILE --trace DIR`: one page with each step's command, the screen after
/// it and what changed, up to the step that failed.
@MainActor
@Suite struct RunTraceTests {
    @Test func aTraceHoldsEveryStepAndWhatChanged() async throws {
        let folder = try TemporaryDirectory("trace")
        defer { folder.remove() }
        try folder.write("wait\ntap 0\n", to: "journey.txt")
        let result = await HostRun.run(["run", "garden", "--script", folder.file("journey.txt"), "--trace", folder.file("out")])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Trace: \(folder.file("out/trace.html"))"))
        let html = try #require(folder.read("out/trace.html"))
        #expect(html.contains("3 steps."))
        for command in ["1. &gt; open garden", "2. &gt; wait", "3. &gt; tap 0"] { #expect(html.contains(command), "\(command)") }
        #expect(html.contains("<span class=\"add\">+Garden &gt; Plants &gt; Basil"), "the push shows as a changed title line")
        #expect(html.components(separatedBy: "data:image/svg+xml;base64,").count == 4, "one drawing per step")
    }

    @Test func aFailingStepEndsTheTraceWithItsError() async throws {
        let folder = try TemporaryDirectory("trace")
        defer { folder.remove() }
        try folder.write("wait\ntap 42\ntap 0\n", to: "journey.txt")
        let result = await HostRun.run(["run", "garden", "--script", folder.file("journey.txt"), "--trace", folder.file("out")])
        #expect(result.status == 1)
        let html = try #require(folder.read("out/trace.html"))
        #expect(html.contains("3 steps; it stopped at a failing step."))
        #expect(html.contains("<div class=\"step failed\" id=\"step-3\">"))
        #expect(!html.contains("4. &gt;"), "nothing after the failing step ran")
    }

    @Test func withoutTraceNothingIsWritten() async throws {
        let folder = try TemporaryDirectory("trace")
        defer { folder.remove() }
        try folder.write("wait\n", to: "journey.txt")
        let result = await HostRun.run(["run", "garden", "--script", folder.file("journey.txt")])
        #expect(!result.output.contains("Trace:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["journey.txt"])
    }
}
