import Presentation

/// `--appearance light|dark`, beside ``DeviceOption``, ``LocaleOption`` and ``TextSizeOption``:
/// the appearance the screens are shown in (light without the flag).
public enum AppearanceOption {
    /// The appearance named after `--appearance` in `arguments`, or the error saying what the
    /// flag takes.
    public static func parse(_ arguments: [String]) -> Result<Appearance, AppearanceOptionError> {
        switch flag.lookup(in: arguments) {
        case .absent: return .success(.light)
        case .missingValue: return .failure(AppearanceOptionError(given: nil))
        case .value(let name): return Appearance(rawValue: name).map(Result.success) ?? .failure(AppearanceOptionError(given: name))
        }
    }

    /// `arguments` without `--appearance` and its value.
    public static func removing(from arguments: [String]) -> [String] {
        flag.removing(from: arguments)
    }

    private static let flag = FlagValue(flag: "--appearance")
}

/// An `--appearance` flag without light or dark.
public struct AppearanceOptionError: Error, Equatable, Sendable, FlagValueError {
    /// The value given, if any.
    public var given: String?

    /// What went wrong and what the flag takes.
    public var message: String {
        guard let given else { return "--appearance needs light or dark." }
        return "--appearance takes light or dark; not \"\(TerminalText.echo(given))\"."
    }
}
