/// Words on a command line that the command does not take (`show todo/list/loaded junk`,
/// `list junk`): the host refuses them, naming the first, instead of ignoring them and
/// leaving the user to think they did something.
public enum UnexpectedArguments {
    /// The refusal for `arguments` (those after the command's name) when they hold more than
    /// `positionals` plain words once each flag of `valueFlags` and its value, and each of
    /// `switches`, are set aside; nil when every argument is expected.
    ///
    /// ```swift
    /// UnexpectedArguments.message(in: ["todo/list/loaded", "junk"], positionals: 1,
    ///                             valueFlags: ["--format"], usage: "show <scenario> [--format F]")
    /// // Unexpected "junk". Usage: show <scenario> [--format F]
    /// ```
    /// - Complexity: O(*n*) in the arguments.
    public static func message(
        in arguments: [String], positionals: Int, valueFlags: Set<String> = [], switches: Set<String> = [], usage: String
    ) -> String? {
        var words = 0
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if valueFlags.contains(argument) {
                index += 2
                continue
            }
            index += 1
            if switches.contains(argument) { continue }
            words += 1
            if words > positionals {
                return "Unexpected \"\(TerminalText.echo(argument))\". Usage: \(usage)"
            }
        }
        return nil
    }
}
