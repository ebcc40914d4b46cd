import Navigation
import Presentation

/// An app built from an imported storyboard: every scene shows its file's view (static tables
/// as drawn, prototype tables with a few placeholder rows of each prototype and its texts), the
/// navigation and tab bars come from the file, a touch on a cell, bar button or button performs
/// the segue the file draws from it, and controls change when touched (switches, segments,
/// sliders, steppers, text fields). With no screens of the team's, it runs the file alone
/// (``ImportedApp``); an action the file wires is then accepted and does nothing.
///
/// A team gives the scenes whose view controllers have code a ``SceneCode`` (their data, the
/// rows and outlets they fill, what they prepare and unwind), by the class the file names, and
/// leaves the others to the file; a scene drawn entirely in Swift can be a `ScreenFeature` of
/// its own (`screens:`):
///
/// ```swift
/// let app = ImportedApp(imported, name: "Ratings", code: [
///     "PlayersViewController": { PlayersCode() },
///     "PlayerDetailsViewController": { PlayerDetailsCode() },
/// ])
/// ```
public struct StoryboardFileApp<ScreenEffect: Equatable & Sendable, ScreenMessage: Equatable & Sendable>: FeatureApp {
    /// The name printed first in every snapshot: the file's name by default.
    public let name: String
    /// The file's graph, each embedded scene's segues also drawn from the scene that embeds it
    /// (a touch inside a container view follows the child's segue).
    public let storyboard: Storyboard
    /// The file and the team's screens, shared by every screen.
    public let file: StoryboardFile<ScreenEffect, ScreenMessage>
    /// The navigation bars' settings the file's navigation controllers make: large titles when
    /// one prefers them, opaque when one is not translucent (one setting for the app: the
    /// package keeps one appearance, approx. for files whose controllers differ).
    public let appearance: NavigationAppearance

    /// The app `imported` describes, named `name`, whose scenes in `code` run the team's code
    /// over their file's views (``SceneCode``, by scene id: the view controller's custom
    /// class) and whose scenes in `screens` show the team's own screens, starting at `start`
    /// (as code starts a file it loads by storyboard identifier) or at the file's initial view
    /// controller when nil.
    public init(
        _ imported: ImportedStoryboard, name: String, code: [SceneID: StoryboardFile<ScreenEffect, ScreenMessage>.MakeCode] = [:],
        screens: [SceneID: StoryboardFile<ScreenEffect, ScreenMessage>.MakeScreen] = [:], startingAt start: SceneID? = nil
    ) {
        self.name = name
        var storyboard = imported.storyboard.drawingEmbeddedSegues(depth: ImportedScreen<ScreenEffect, ScreenMessage>.embeddingDepth)
        if let start { storyboard.initialScene = start }
        self.storyboard = storyboard
        self.file = StoryboardFile(imported, code: code, screens: screens)
        let bars = imported.scenes.compactMap(\.navigationBar)
        self.appearance = NavigationAppearance(
            prefersLargeTitles: bars.contains { $0.prefersLargeTitles },
            isTranslucent: bars.contains { $0.isTranslucent == false } ? false : nil)
    }

    /// The screen of `scene`: the team's, or the file's as drawn.
    public func rootScreen(for scene: SceneID) -> any ScreenFeature<ScreenEffect, ScreenMessage> {
        file.screen(for: scene)
    }

    /// The screen with the file's views placed as the file places them, for every scene, the
    /// team's screens included: a root view's frame is in the file's screen coordinates, where
    /// Interface Builder put it for the scene's bars (below opaque bars or those the scene does
    /// not extend under, from the top under translucent ones), so the content area, which starts
    /// below the bars, moves it up by the bars' height. A root table, collection or scroll view laid out
    /// under the bars is inset below them, as UIKit does (`automaticallyAdjustsScrollViewInsets`,
    /// iOS 11's safe area): its first row shows in the content area, it ends where the content
    /// area ends (a file drawn for a taller screen), and it is no wider than the screen (a file
    /// drawn on Xcode 6's 600-point canvas). The root view grows with the screen it is laid
    /// out on (a flexible size, as UIKit sizes it to its container). Docs/StoryboardImport.md
    /// has the rule and the files it was checked on.
    public func finish(_ screen: Presentation.Screen) -> Presentation.Screen {
        StoryboardCanvas.placingRootViews(in: screen)
    }
}

/// A storyboard file run alone, with no Swift: ``StoryboardFileApp`` without screens of a
/// team's, effects or messages.
///
/// ```swift
/// let imported = try StoryboardImporter().importFile(atPath: "Main.storyboard")
/// let host = AppDriver(app: ImportedApp(imported, name: "Main"), runner: ImportedApp.NoEffects())
/// try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))   // the cell's segue
/// ```
public typealias ImportedApp = StoryboardFileApp<Never, Never>

extension StoryboardFileApp where ScreenEffect == Never, ScreenMessage == Never {
    /// The file `imported` alone, named `name`, starting at `start` (nil: its initial view
    /// controller).
    public init(_ imported: ImportedStoryboard, name: String, startingAt start: SceneID? = nil) {
        self.init(imported, name: name, screens: [:], startingAt: start)
    }

    /// The effect runner of an app without effects: none can exist, so it is never called.
    public struct NoEffects: EffectRunner {
        /// Creates the runner.
        public init() {}

        /// Runs nothing.
        public func run(_ routed: RoutedEffect<Never>) async -> [FeatureAppAction<Never>] {
            switch routed.effect {}
        }
    }
}
