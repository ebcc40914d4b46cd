import Foundation
import Testing
@testable import StoryboardHost
import TestSupport

/// `run <app> --script PATH` reads what a shell hands it as a file: `/dev/null`, a named pipe,
/// `<(…)` (a `/dev/fd` path); it said "Cannot read the script" of all of them, reading only
/// regular files. What cannot be read says why, and opens no app.
@MainActor
@Suite struct ScriptFileTests {
    private func run(script path: String) async -> HostRun {
        await HostRun.run(["run", "garden", "--script", path])
    }

    @Test func devNullIsAnEmptyScript() async {
        let result = await run(script: "/dev/null")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Opened Garden."))
    }

    @Test func aNamedPipeIsReadToItsEnd() async throws {
        let folder = try TemporaryDirectory("fifo")
        defer { folder.remove() }
        let path = folder.file("commands")
        try #require(mkfifo(path, 0o600) == 0)
        // The writer blocks until the host opens the pipe, on a thread of its own.
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("wait\ntap 0\n".utf8))
            try? handle.close()
        }
        writer.start()
        let result = await run(script: path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Garden > Plants > Basil"), "the commands from the pipe ran")
    }

    @Test func aDescriptorPathAsAShellGivesForAProcessSubstitution() async throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("wait\ntap 0\n".utf8))
        try pipe.fileHandleForWriting.close()
        let result = await run(script: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Garden > Plants > Basil"))
    }

    @Test(arguments: [("/nonexistent/commands.txt", "there is no such file"), ("/tmp", "it is a folder")])
    func whatCannotBeReadSaysWhyAndOpensNothing(path: String, reason: String) async {
        let result = await run(script: path)
        #expect(result.status == 2)
        #expect(result.errors.contains(reason), "\(result.errors)")
        #expect(!result.output.contains("Opened"), "no app is opened for a script that cannot be read")
    }
}
