/// `--color=auto|always|never`: whether a stream gets colour. `auto` (the default) colours a
/// stream that is a terminal, unless `NO_COLOR` is set (https://no-color.org).
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether a stream that is (or is not) a terminal gets colour in `environment`.
    public func colours(streamIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return streamIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// Removes `--color=X` (or `--color X`) from `arguments`, anywhere; `auto` when absent.
    /// - Throws: ``ColorChoiceError`` for a value other than auto, always or never.
    /// - Complexity: O(*n*) in the arguments.
    static func take(from arguments: inout [String]) throws(ColorChoiceError) -> ColorChoice {
        guard let index = arguments.firstIndex(where: { $0 == "--color" || $0.hasPrefix("--color=") }) else { return .auto }
        let value: String
        if arguments[index] == "--color" {
            guard index + 1 < arguments.count else { throw ColorChoiceError(value: "") }
            value = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        } else {
            value = String(arguments[index].dropFirst("--color=".count))
            arguments.remove(at: index)
        }
        guard let choice = ColorChoice(rawValue: value) else { throw ColorChoiceError(value: value) }
        return choice
    }
}

/// `--color` with a value it does not take.
public struct ColorChoiceError: Error, Equatable, CustomStringConvertible {
    /// What was given.
    public var value: String

    /// What to give instead.
    public var description: String {
        "--color takes auto, always or never" + (value.isEmpty ? "." : ", not \"\(TerminalText.echo(value))\".")
    }
}
