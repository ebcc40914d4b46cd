import Navigation
import Presentation

/// An app built from an imported storyboard alone, with no Swift: every scene shows its file's
/// view (static tables as drawn, prototype tables with a row of each prototype and its
/// texts), the navigation and tab bars come from the file, a touch on a cell, bar button or
/// button performs the segue the file draws from it, and controls change when touched
/// (switches, segments, sliders, steppers, text fields). What the app's code would do (load
/// data, prepare a destination, run an action) is not there: an action the file wires is
/// accepted and does nothing.
///
/// ```swift
/// let imported = try StoryboardImporter().importFile(atPath: "Main.storyboard")
/// let host = AppDriver(app: ImportedApp(imported, name: "Main"), runner: ImportedApp.NoEffects())
/// try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))   // the cell's segue
/// ```
///
/// A team then overrides what its code does with ``ScreenFeature``s of its own.
public struct ImportedApp: FeatureApp {
    /// The name printed first in every snapshot: the file's name by default.
    public let name: String
    /// The file's graph.
    public let storyboard: Storyboard
    /// The file, shared by every screen.
    let file: ImportedFile

    /// The app `imported` describes, named `name`.
    public init(_ imported: ImportedStoryboard, name: String) {
        self.name = name
        self.storyboard = imported.storyboard
        self.file = ImportedFile(imported)
    }

    /// The screen of `scene` as the file draws it.
    public func rootScreen(for scene: SceneID) -> any ScreenFeature<Never, Never> {
        ImportedScreen(scene, file: file)
    }

    /// The screen with the file's root view placed as ``StoryboardCanvas`` places it (the
    /// screens render it in the file's screen coordinates; the content area starts below the
    /// bars), except a root table or scroll view laid out under the bars: UIKit insets its
    /// content by the bars' height (`automaticallyAdjustsScrollViewInsets`), so its first row
    /// shows below them, as it does here in the content area.
    public func finish(_ screen: Presentation.Screen) -> Presentation.Screen {
        var screen = screen
        let content = screen.contentFrame
        screen.content = screen.content.map { element in
            var element = element
            element.frame = element.frame.offsetBy(dx: 0, dy: -content.minY)
            let scrolls: Bool
            switch element.kind {
            case .table, .scrollView: scrolls = true
            default: scrolls = false
            }
            if scrolls, element.frame.minY < 0 {
                element.frame = Rect(x: element.frame.minX, y: 0, width: element.frame.width,
                                     height: min(element.frame.maxY, content.height))
            }
            return element
        }
        return screen
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

/// An imported file, shared by the screens of an ``ImportedApp`` (immutable, so shared freely);
/// equal only to itself.
final class ImportedFile: Sendable, Equatable {
    /// The file.
    let imported: ImportedStoryboard
    /// Its scenes by id.
    let scenes: [SceneID: ImportedScene]

    init(_ imported: ImportedStoryboard) {
        self.imported = imported
        self.scenes = Dictionary(imported.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func == (lhs: ImportedFile, rhs: ImportedFile) -> Bool { lhs === rhs }
}
