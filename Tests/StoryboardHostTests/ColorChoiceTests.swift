import Testing
@testable import StoryboardHost

/// Colour is decided for error output on its own: whether it is a terminal, NO_COLOR, --color.
@MainActor
@Suite struct ColorChoiceTests {
    private func errors(_ arguments: [String], errorIsTerminal: Bool, environment: [String: String] = [:]) async -> (Int32, String) {
        let result = await HostRun.run(arguments, lines: ["tap nowhere"]) { terminal in
            terminal.errorOutputIsTerminal = errorIsTerminal
            terminal.environment = environment
        }
        return (result.status, result.errors)
    }

    @Test func errorLinesAreRedOnlyWhenErrorOutputIsATerminalWithoutNoColor() async {
        let red = "\u{1B}[31m"
        #expect(await errors(["run", "garden"], errorIsTerminal: true).1.hasPrefix(red), "stderr a terminal: red, whatever stdin is")
        #expect(!(await errors(["run", "garden"], errorIsTerminal: false).1.contains(red)), "stderr a pipe: plain")
        #expect(!(await errors(["run", "garden"], errorIsTerminal: true, environment: ["NO_COLOR": "1"]).1.contains(red)))
        #expect(await errors(["run", "garden", "--color=always"], errorIsTerminal: false).1.hasPrefix(red))
        #expect(!(await errors(["--color", "never", "run", "garden"], errorIsTerminal: true).1.contains(red)))
        let (status, message) = await errors(["--color=blue", "list"], errorIsTerminal: false)
        #expect(status == 2 && message == "--color takes auto, always or never, not \"blue\".")
    }
}
