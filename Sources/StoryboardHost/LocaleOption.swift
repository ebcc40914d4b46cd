import Presentation

/// `--locale base|pseudo`, as `show`, the session, `open`, `run` and a host's own commands (the
/// demo host's `audit`) take it, beside ``DeviceOption``.
public enum LocaleOption {
    /// The locale named after `--locale` in `arguments` (`DisplayLocale/base` without the
    /// flag), or the error saying what the flag takes.
    public static func parse(_ arguments: [String]) -> Result<DisplayLocale, LocaleOptionError> {
        switch flag.lookup(in: arguments) {
        case .absent: return .success(.base)
        case .missingValue: return .failure(LocaleOptionError(given: nil))
        case .value(let name): return DisplayLocale(rawValue: name).map(Result.success) ?? .failure(LocaleOptionError(given: name))
        }
    }

    /// `arguments` without `--locale` and its value.
    public static func removing(from arguments: [String]) -> [String] {
        flag.removing(from: arguments)
    }

    private static let flag = FlagValue(flag: "--locale")
}

/// A `--locale` flag without a locale the package knows.
public struct LocaleOptionError: Error, Equatable, Sendable, FlagValueError {
    /// The value given, if any.
    public var given: String?

    /// What went wrong and what the flag takes.
    public var message: String {
        let choices = DisplayLocale.allCases.map(\.rawValue).joined(separator: ", ")
        guard let given else { return "--locale needs a locale: one of \(choices)." }
        return "--locale takes one of: \(choices); not \"\(TerminalText.echo(given))\"."
    }
}
