import Presentation
import Foundation
import SnapshotHarness

/// `list` and `show <scenario> [--format …] [--device …]`: a catalog's scenarios, printed.
@MainActor
struct ScenarioCommands {
    let catalog: ScenarioCatalog?
    let terminal: HostTerminal
    let programName: String

    /// Every scenario's name and summary, one a line, names aligned.
    /// - Complexity: O(*n*) in the scenarios.
    func list() {
        let scenarios = catalog?.scenarios ?? []
        let width = scenarios.map { $0.name.rawValue.count }.max() ?? 0
        for scenario in scenarios {
            terminal.output(scenario.name.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scenario.summary)
        }
    }

    /// Prints one scenario's screen in the format asked for; returns the exit status.
    func show(_ arguments: [String]) async -> Int32 {
        guard let name = arguments.first else {
            terminal.errorOutput("show needs a scenario name; `\(programName) list` lists them.")
            return 2
        }
        guard let scenario = catalog?.scenario(named: name) else {
            terminal.errorOutput("No scenario named \"\(TerminalText.echo(name))\"; `\(programName) list` lists them.")
            return 2
        }
        if let refusal = UnexpectedArguments.message(
            in: arguments, positionals: 1, valueFlags: ["--format", "--device", "--locale"],
            usage: "show <scenario> [--format text|wireframe|svg] [--device NAME] [--locale NAME]") {
            terminal.errorOutput(refusal)
            return 2
        }
        var format = ScreenFormat.text
        if let index = arguments.firstIndex(of: "--format") {
            guard index + 1 < arguments.count, let chosen = ScreenFormat(rawValue: arguments[index + 1]) else {
                terminal.errorOutput("--format takes one of: \(ScreenFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
                return 2
            }
            format = chosen
        }
        guard let device = terminal.chosen(DeviceOption.parse(arguments)), let locale = terminal.chosen(LocaleOption.parse(arguments)) else {
            return 2
        }
        do {
            switch try await scenario.produce() {
            case .screen(let screen):
                terminal.output(format.render(screen.laidOut(on: device).localized(in: locale), wireframeColumns: TerminalWidth.wireframeColumns(forTerminal: terminal.columns())))
            case .text(let text):
                guard format == .text else {
                    terminal.errorOutput(ScenarioError.noPicture(scenario.name).description)
                    return 2
                }
                terminal.output(text)
            }
            return 0
        } catch {
            terminal.errorOutput("Scenario \(name) failed: \(error)")
            return 1
        }
    }
}
