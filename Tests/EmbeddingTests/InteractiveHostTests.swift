import Foundation
import Navigation
import SeedApps
import SeedCatalog
import SnapshotHarness
import StoryboardHost
import Testing

/// A host of one's own, as a team writes it in its `main.swift`, with public API only: the
/// todo app and the seed catalog in StoryboardHost's ``InteractiveHost``.
@MainActor
@Suite struct InteractiveHostTests {
    /// The host on `lines` as its input, and what it wrote.
    private func run(_ arguments: [String], lines: [String] = [], commands: [HostToolCommand] = []) async throws -> (
        status: Int32, output: String, errors: String
    ) {
        var output = "", errors = "", input = lines[...]
        var host = InteractiveHost(
            apps: [HostedApp(id: "todo", title: "Todos", summary: "the todo list") { TodoSample.driver() }],
            catalog: try DemoCatalog.make(), programName: "swift run TodoHost")
        host.commands = commands
        host.terminal = HostTerminal(output: { output += $0 + "\n" }, errorOutput: { errors += $0 + "\n" }, readLine: { input.popFirst() })
        let status = await host.run(arguments: arguments)
        return (status, output, errors)
    }

    @Test func theSessionOpensAnAppAndTakesCommands() async throws {
        let result = try await run([], lines: ["open todo", "wait", "tap add", "type Buy milk", "show wireframe", "quit"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.output.contains("Open an app by number or name"))
        #expect(result.output.contains("1. todo"))
        #expect(result.output.contains("Buy milk"), "the typed text shows: \(result.output.suffix(800))")
        #expect(result.output.contains("┌"), "the wireframe is drawn")
    }

    @Test func aScriptStopsAtItsFirstErrorNamingTheLine() async throws {
        let result = try await run(["run", "todo"], lines: ["wait", "tap nowhere"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("standard input, line 2 (tap nowhere): Nothing on screen is called \"nowhere\"."), "\(result.errors)")
    }

    @Test func listAndShowPrintTheCatalog() async throws {
        let list = try await run(["list"])
        #expect(list.status == 0 && list.output.contains("todo/"))
        let missing = try await run(["show", "nope"])
        #expect(missing.status == 2 && missing.errors.contains("`swift run TodoHost list` lists them"))
    }

    @Test func aCommandOfTheHostsOwnRunsAndIsInTheHelp() async throws {
        let version = HostToolCommand(name: "version", usage: "  version                           Print the version.") { arguments, terminal in
            terminal.output("TodoHost 1.0 \(arguments.joined(separator: " "))")
            return 0
        }
        let ran = try await run(["version", "now"], commands: [version])
        #expect(ran.status == 0 && ran.output == "TodoHost 1.0 now\n")
        let help = try await run(["--help"], commands: [version])
        #expect(help.output.contains("Usage: swift run TodoHost [command]") && help.output.contains("  version   "))
        let unknown = try await run(["frobnicate"], commands: [version])
        #expect(unknown.status == 2 && unknown.errors.hasPrefix("Unknown command \"frobnicate\"."))
    }
}
