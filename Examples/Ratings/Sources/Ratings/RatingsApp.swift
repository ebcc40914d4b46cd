import Foundation
import Navigation
import StoryboardImport

/// The Ratings app: its storyboard, with each scene's code by the class the storyboard names.
public enum RatingsApp {
    /// Why the app's storyboard could not be loaded.
    public enum LoadError: Error, CustomStringConvertible {
        /// The package has no `Main.storyboard` resource.
        case missingStoryboard
        /// The storyboard did not import.
        case importFailed(StoryboardImportError)

        /// A sentence saying what is wrong.
        public var description: String {
            switch self {
            case .missingStoryboard: "The Ratings package has no Main.storyboard resource: check Package.swift's resources."
            case .importFailed(let error): "Main.storyboard did not import: \(error)"
            }
        }
    }

    /// The app, `players` listed, run from `Main.storyboard`.
    /// - Throws: ``LoadError`` when the storyboard is missing or does not import.
    public static func make(players: [Player] = Player.samples) throws(LoadError) -> ImportedApp {
        guard let path = Bundle.module.path(forResource: "Main", ofType: "storyboard") else { throw .missingStoryboard }
        let imported: ImportedStoryboard
        do {
            imported = try StoryboardImporter().importFile(atPath: path)
        } catch {
            throw .importFailed(error)
        }
        return ImportedApp(imported, name: "Ratings", code: [
            "PlayersViewController": { PlayersCode(players: players) },
            "PlayerDetailsViewController": { PlayerDetailsCode() },
        ])
    }
}
