import Navigation
import Presentation

/// An imported storyboard with the screens a team's code gives some of its scenes: every other
/// scene shows as its file draws it (``ImportedApp``). A team's screen reads its scene from
/// here to fill it (``ImportedScene/dequeueCell(withIdentifier:)``,
/// ``ImportedScene/view(fillingTable:with:)``) and, in its `prepare`, asks here for the screen
/// a segue's destination shows, its own or the file's (``screen(for:)``).
///
/// Immutable and shared by every screen of the app; two values are equal when they are the same
/// file with the same screens.
public struct StoryboardFile<Effect: Equatable & Sendable, Message: Equatable & Sendable>: Sendable, Equatable {
    /// The screen a team's code gives a scene, made from the file.
    public typealias MakeScreen = @Sendable (StoryboardFile) -> any ScreenFeature<Effect, Message>
    /// The code a scene starts with when no segue's `prepare` gives it some.
    public typealias MakeCode = @Sendable () -> any SceneCode<Effect, Message>

    private let storage: Storage

    /// The file `imported`, whose scenes in `code` run that code over their file's views and
    /// whose scenes in `screens` show the team's screens instead.
    public init(_ imported: ImportedStoryboard, code: [SceneID: MakeCode] = [:], screens: [SceneID: MakeScreen] = [:]) {
        storage = Storage(imported: imported, codes: code, screens: screens)
    }

    /// The imported file.
    public var imported: ImportedStoryboard { storage.imported }

    /// The scene `id` as the file draws it.
    /// - Throws: ``StoryboardFillError/noScene(_:available:)`` listing the file's scenes.
    public func scene(_ id: SceneID) throws(StoryboardFillError) -> ImportedScene {
        guard let scene = storage.scenes[id] else { throw .noScene(id, available: storage.imported.scenes.map(\.id)) }
        return scene
    }

    /// The screen `scene` shows (a navigation controller's root when `scene` is one): the
    /// team's, or the file's run by the scene's code, or the file's as drawn.
    public func screen(for scene: SceneID) -> any ScreenFeature<Effect, Message> {
        let shown = storage.imported.storyboard.contentScene(of: scene) ?? scene
        if let make = storage.screens[shown] { return make(self) }
        return ImportedScreen(shown, file: self, code: storage.codes[shown]?())
    }

    /// The scene `id`, when the file has it.
    func sceneIfAny(_ id: SceneID) -> ImportedScene? { storage.scenes[id] }

    /// Whether both are the same file with the same screens.
    public static func == (lhs: StoryboardFile, rhs: StoryboardFile) -> Bool { lhs.storage === rhs.storage }

    /// The file and its scenes by id, built once.
    private final class Storage: Sendable {
        let imported: ImportedStoryboard
        let scenes: [SceneID: ImportedScene]
        let screens: [SceneID: MakeScreen]
        let codes: [SceneID: MakeCode]

        init(imported: ImportedStoryboard, codes: [SceneID: MakeCode], screens: [SceneID: MakeScreen]) {
            self.codes = codes
            self.imported = imported
            self.scenes = Dictionary(imported.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            self.screens = screens
        }
    }
}
