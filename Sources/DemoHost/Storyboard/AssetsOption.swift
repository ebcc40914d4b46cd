import StoryboardHost
import StoryboardImport

/// `--assets PATH` on `storyboard show|open|run`: the app's asset catalog (`Assets.xcassets`),
/// whose color sets give the storyboard's named colors their light and dark values. A color
/// set that cannot be read is named in a warning and keeps the file's stored color.
enum AssetsOption {
    /// The catalog `--assets` names in `arguments` (none without the flag), warning through
    /// `warn` about each color set it could not read; the message when the flag has no value or
    /// the path is not a catalog.
    static func read(_ arguments: [String], warn: (String) -> Void) -> Result<AssetCatalogColors, AssetsOptionError> {
        guard let index = arguments.firstIndex(of: "--assets") else { return .success(AssetCatalogColors()) }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
            return .failure(AssetsOptionError(message: "--assets needs the app's asset catalog (a folder such as Assets.xcassets)."))
        }
        do {
            let catalog = try AssetCatalogColors.read(catalogAt: arguments[index + 1])
            for problem in catalog.unreadable { warn("warning: \(TerminalText.safe(problem.description))") }
            return .success(catalog)
        } catch {
            return .failure(AssetsOptionError(message: TerminalText.safe(error.description)))
        }
    }
}

/// Why `--assets` was refused.
struct AssetsOptionError: Error {
    /// One sentence.
    var message: String
}

extension AssetsOption {
    /// `arguments` without `--assets` and its value.
    static func removing(from arguments: [String]) -> [String] {
        guard let index = arguments.firstIndex(of: "--assets") else { return arguments }
        var rest = arguments
        rest.removeSubrange(index..<min(arguments.count, index + 2))
        return rest
    }
}
