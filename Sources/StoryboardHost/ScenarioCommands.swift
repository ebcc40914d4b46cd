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
            in: arguments, positionals: 1, valueFlags: ["--format", "--device", "--locale", "--text-size", "--appearance"],
            usage: "show <scenario> [--format " + Snapshotting<Screen>.all().map(\.name).joined(separator: "|") + "] [--device NAME] [--locale NAME]")
        {
            terminal.errorOutput(refusal)
            return 2
        }
        let columns = TerminalWidth.wireframeColumns(forTerminal: terminal.columns())
        var format = Snapshotting<Screen>.text
        if let index = arguments.firstIndex(of: "--format") {
            guard index + 1 < arguments.count, let chosen = Snapshotting<Screen>.named(arguments[index + 1], wireframeColumns: columns) else {
                terminal.errorOutput("--format takes one of: \(Snapshotting<Screen>.all().map(\.name).joined(separator: ", ")).")
                return 2
            }
            format = chosen
        }
        guard let device = terminal.chosen(DeviceOption.parse(arguments)), let locale = terminal.chosen(LocaleOption.parse(arguments)),
            let textSize = terminal.chosen(TextSizeOption.parse(arguments)),
            let appearance = terminal.chosen(AppearanceOption.parse(arguments))
        else {
            return 2
        }
        do {
            var output = try await scenario.produce()
            if case .screen(let screen) = output {
                output = .screen(screen.laidOut(on: device).localized(in: locale).atTextSize(textSize).inAppearance(appearance))
            }
            do {
                terminal.output(try scenario.rendered(output, as: format))
            } catch {
                terminal.errorOutput(error.description)
                return 2
            }
            return 0
        } catch {
            terminal.errorOutput("Scenario \(name) failed: \(error)")
            return 1
        }
    }
}
