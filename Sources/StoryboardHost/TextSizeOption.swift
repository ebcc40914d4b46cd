import Presentation

/// `--text-size CATEGORY`, beside ``DeviceOption`` and ``LocaleOption``: the Dynamic Type text
/// size the screens are shown at (`ContentSizeCategory`: `large` without the flag; the short
/// names `xs` to `xxxl` and `ax1` to `ax5` too).
public enum TextSizeOption {
    /// The category named after `--text-size` in `arguments`, or the error saying what the
    /// flag takes.
    public static func parse(_ arguments: [String]) -> Result<ContentSizeCategory, TextSizeOptionError> {
        switch flag.lookup(in: arguments) {
        case .absent: return .success(.large)
        case .missingValue: return .failure(TextSizeOptionError(given: nil))
        case .value(let name): return ContentSizeCategory(named: name).map(Result.success) ?? .failure(TextSizeOptionError(given: name))
        }
    }

    /// `arguments` without `--text-size` and its value.
    public static func removing(from arguments: [String]) -> [String] {
        flag.removing(from: arguments)
    }

    private static let flag = FlagValue(flag: "--text-size")
}

/// A `--text-size` flag without a text size the package knows.
public struct TextSizeOptionError: Error, Equatable, Sendable, FlagValueError {
    /// The value given, if any.
    public var given: String?

    /// What went wrong and what the flag takes.
    public var message: String {
        let choices = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        guard let given else { return "--text-size needs a text size: one of \(choices) (or xs ... xxxl, ax1 ... ax5)." }
        return "--text-size takes one of: \(choices) (or xs ... xxxl, ax1 ... ax5); not \"\(TerminalText.echo(given))\"."
    }
}
