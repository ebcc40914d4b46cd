import Foundation
import Presentation

/// The demo host's non-interactive commands: `list`, `show`, `snapshots orphans|prune`, `--help`.
struct CommandLineTool {
    /// Where text goes.
    var output: @Sendable (String) -> Void
    /// Where errors go.
    var errorOutput: @Sendable (String) -> Void

    static let usage = """
    Usage: swift run DemoHost <command>

    Commands:
      list                              List every scenario with its summary.
      show <scenario> [--format text]   Print one scenario's screen.
      snapshots orphans [--snapshots DIR]
                                        List reference files no scenario claims.
      snapshots prune [--snapshots DIR] Delete those files.
      --help                            Show this help.
    """

    /// Runs `arguments` (without the program name) and returns the exit status.
    func run(_ arguments: [String]) async -> Int32 {
        let catalog: ScenarioCatalog
        do {
            catalog = try DemoCatalog.make()
        } catch {
            errorOutput("The scenario catalog is invalid: \(error)")
            return 1
        }
        guard let command = arguments.first else {
            output("Scenarios (show one with `swift run DemoHost show <scenario>`):\n")
            listScenarios(catalog)
            return 0
        }
        switch command {
        case "--help", "-h", "help":
            output(CommandLineTool.usage)
            return 0
        case "list":
            listScenarios(catalog)
            return 0
        case "show":
            return await show(Array(arguments.dropFirst()), catalog: catalog)
        case "snapshots":
            return snapshots(Array(arguments.dropFirst()), catalog: catalog)
        default:
            errorOutput("Unknown command \"\(command)\".\n\n" + CommandLineTool.usage)
            return 2
        }
    }

    private func listScenarios(_ catalog: ScenarioCatalog) {
        let width = catalog.scenarios.map { $0.name.rawValue.count }.max() ?? 0
        for scenario in catalog.scenarios {
            let padded = scenario.name.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            output("\(padded)  \(scenario.summary)")
        }
    }

    private func show(_ arguments: [String], catalog: ScenarioCatalog) async -> Int32 {
        guard let name = arguments.first else {
            errorOutput("show needs a scenario name; `swift run DemoHost list` lists them.")
            return 2
        }
        guard let scenario = catalog.scenario(named: name) else {
            errorOutput("No scenario named \"\(name)\"; `swift run DemoHost list` lists them.")
            return 2
        }
        var format = SnapshotFormat.text
        if let index = arguments.firstIndex(of: "--format") {
            guard index + 1 < arguments.count, let chosen = SnapshotFormat(rawValue: arguments[index + 1]) else {
                errorOutput("--format takes one of: \(SnapshotFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
                return 2
            }
            format = chosen
        }
        do {
            output(try await scenario.render(format))
            return 0
        } catch {
            errorOutput("Scenario \(name) failed: \(error)")
            return 1
        }
    }

    private func snapshots(_ arguments: [String], catalog: ScenarioCatalog) -> Int32 {
        var explicit: String?
        if let index = arguments.firstIndex(of: "--snapshots"), index + 1 < arguments.count {
            explicit = arguments[index + 1]
        }
        guard let directory = SnapshotDirectory.locate(explicit: explicit) else {
            errorOutput("Cannot find __Snapshots__: run from the package folder or pass --snapshots DIR.")
            return 2
        }
        let orphans = SnapshotOrphans(directory: directory)
        switch arguments.first {
        case "orphans":
            let list = orphans.list(claimed: catalog.claimedPaths)
            output(list.isEmpty ? "No orphaned snapshots in \(directory)." : list.joined(separator: "\n"))
            return 0
        case "prune":
            do {
                let removed = try orphans.remove(claimed: catalog.claimedPaths)
                output(removed.isEmpty ? "No orphaned snapshots in \(directory)." : "Removed:\n" + removed.joined(separator: "\n"))
                return 0
            } catch {
                errorOutput(error.description)
                return 1
            }
        default:
            errorOutput("snapshots takes `orphans` or `prune`.")
            return 2
        }
    }
}
