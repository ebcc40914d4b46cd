import Navigation
import Presentation

/// The code of one scene of a storyboard file, as a view controller subclass is in UIKit: the
/// file draws the views, lays them out and answers the touches it wires (segues, unwinds,
/// controls changing as they are touched, the keyboard); the code says only what it does. It
/// sets outlets from its data (``outlets(_:)``), gives its prototype table rows as values
/// (``rows(_:)``, UIKit's data source), prepares the scene a segue shows (``prepare(for:sender:view:)``),
/// takes unwinds (``unwind(_:from:view:)``), edits rows, and reads what the user typed through
/// the ``SceneView`` every method gets.
///
/// ```swift
/// struct PlayersCode: SceneCode {
///     var players = Player.samples
///     func rows(_ view: SceneView) -> [PrototypeRow]? {
///         players.map { PrototypeRow(["nameLabel": .text($0.name), "gameLabel": .text($0.game)]) }
///     }
///     mutating func unwind(_ action: String, from source: UnwindSource<Never, Never>, view: SceneView) -> [ScreenCommand<Never, Never>]? {
///         guard action == "savePlayerDetail:", let player = source.code(as: PlayerDetailsCode.self)?.player else { return nil }
///         players.append(player)
///         return []
///     }
/// }
/// ```
///
/// Every method has a default that does nothing, as a view controller that does not override
/// it; a ``StoryboardFileApp`` gives each scene its code by the scene's id (its custom class).
public protocol SceneCode<Effect, Message>: Equatable, Sendable {
    /// The work the code starts.
    associatedtype Effect: Equatable & Sendable = Never
    /// What the code hears.
    associatedtype Message: Equatable & Sendable = Never

    /// What the code sets through the scene's outlets (`detailLabel.text = game`), by outlet
    /// name, over the file's views; what the user typed or switched stays on top. An outlet
    /// may name a view anywhere in the scene, a static cell's view or its built-in labels
    /// included. The default sets none.
    func outlets(_ view: SceneView) -> [String: OutletValue]

    /// The rows of the scene's prototype table, top to bottom, as its data source gives them
    /// (`numberOfRowsInSection:` and `cellForRowAtIndexPath:` in one value); nil keeps the
    /// file's (three placeholder rows of each prototype). The default is nil.
    func rows(_ view: SceneView) -> [PrototypeRow]?

    /// `viewDidLoad`. The default does nothing.
    mutating func didLoad(_ view: SceneView) -> [ScreenCommand<Effect, Message>]

    /// `viewWillAppear:`. The default does nothing.
    mutating func willAppear(_ view: SceneView) -> [ScreenCommand<Effect, Message>]

    /// A message for the scene: an effect's result, another screen's call. The default ignores it.
    mutating func receive(_ message: Message, view: SceneView) -> [ScreenCommand<Effect, Message>]

    /// The action `selector` the file wires a touched control to, with the touch as sender;
    /// nil when the code has no such method (a wiring error). The default has none, so a file's
    /// action with code of its own must be written here.
    mutating func perform(_ selector: String, sender: UserAction, view: SceneView) -> [ScreenCommand<Effect, Message>]?

    /// A touch the file does not answer (a row no segue leaves, a return key); nil when the
    /// code has nothing for it, and the file's default (nothing) applies. The default is nil.
    mutating func handle(_ touch: UserAction, view: SceneView) -> [ScreenCommand<Effect, Message>]?

    /// `prepareForSegue:sender:` for a segue to another scene: the code of the scene it shows
    /// (the root's, when it shows a navigation controller); nil gives that scene the code the
    /// app registered for it, or none. The default is nil.
    func prepare(for segue: Segue, sender: SegueSender<Never>, view: SceneView) -> (any SceneCode<Effect, Message>)?

    /// `prepareForSegue:sender:` for an unwind segue leaving this scene: set what the scene it
    /// unwinds to will read. The default does nothing.
    mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, view: SceneView)

    /// The unwind action `action` (`- (IBAction)savePlayerDetail:(UIStoryboardSegue *)segue`)
    /// performed from `source`; nil when the code does not implement it, and the search goes
    /// on under this scene. The default implements none.
    mutating func unwind(_ action: String, from source: UnwindSource<Effect, Message>, view: SceneView) -> [ScreenCommand<Effect, Message>]?

    /// `tableView:canEditRowAtIndexPath:` and `editingStyleForRowAtIndexPath:`. The default
    /// edits no row.
    func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle

    /// `tableView:canMoveRowAtIndexPath:`. The default moves no row.
    func canMoveRow(at indexPath: TableIndexPath) -> Bool

    /// `tableView:commitEditingStyle:forRowAtIndexPath:`: change the rows to match. The
    /// default has no code (a wiring error if a row is editable).
    mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, view: SceneView) -> [ScreenCommand<Effect, Message>]?

    /// `tableView:moveRowAtIndexPath:toIndexPath:`. The default has no code.
    mutating func moveRow(at source: TableIndexPath, to destination: TableIndexPath, view: SceneView) -> [ScreenCommand<Effect, Message>]?
}

extension SceneCode {
    /// No outlet set.
    public func outlets(_ view: SceneView) -> [String: OutletValue] { [:] }
    /// The file's rows.
    public func rows(_ view: SceneView) -> [PrototypeRow]? { nil }
    /// Nothing to load.
    public mutating func didLoad(_ view: SceneView) -> [ScreenCommand<Effect, Message>] { [] }
    /// Nothing to refresh.
    public mutating func willAppear(_ view: SceneView) -> [ScreenCommand<Effect, Message>] { [] }
    /// Every message ignored.
    public mutating func receive(_ message: Message, view: SceneView) -> [ScreenCommand<Effect, Message>] { [] }
    /// No action methods.
    public mutating func perform(_ selector: String, sender: UserAction, view: SceneView) -> [ScreenCommand<Effect, Message>]? { nil }
    /// No code for other touches.
    public mutating func handle(_ touch: UserAction, view: SceneView) -> [ScreenCommand<Effect, Message>]? { nil }
    /// The destination's registered code.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, view: SceneView) -> (any SceneCode<Effect, Message>)? { nil }
    /// Nothing to prepare.
    public mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, view: SceneView) {}
    /// No unwind actions.
    public mutating func unwind(_ action: String, from source: UnwindSource<Effect, Message>, view: SceneView) -> [ScreenCommand<Effect, Message>]? { nil }
    /// No row is editable.
    public func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle { .none }
    /// No row moves.
    public func canMoveRow(at indexPath: TableIndexPath) -> Bool { false }
    /// No code for edits.
    public mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, view: SceneView) -> [ScreenCommand<Effect, Message>]? { nil }
    /// No code for moves.
    public mutating func moveRow(at source: TableIndexPath, to destination: TableIndexPath, view: SceneView) -> [ScreenCommand<Effect, Message>]? { nil }

    /// Whether `other` is this code with the same state.
    func isEqual(to other: (any SceneCode<Effect, Message>)?) -> Bool {
        (other as? Self) == self
    }
}

/// The scene an unwind segue comes from, for the code it unwinds to: its code (UIKit's
/// `segue.sourceViewController`) and its views.
public struct UnwindSource<Effect: Equatable & Sendable, Message: Equatable & Sendable>: Sendable {
    /// The source scene's code, if it has any.
    public let code: (any SceneCode<Effect, Message>)?
    /// The source scene's views, with what the user typed and switched.
    public let view: SceneView

    /// The source's code as a `Code`, or nil when it is other code or none.
    public func code<Code: SceneCode<Effect, Message>>(as type: Code.Type) -> Code? {
        code as? Code
    }
}

/// One row of a prototype table as code fills it (`cellForRowAtIndexPath:`): the prototype it
/// dequeues, the values its outlets show, and the accessory it sets.
public struct PrototypeRow: Sendable {
    /// The prototype's reuse identifier; nil for the table's only prototype.
    public var prototype: String?
    /// The values of the cell's outlets, by outlet name (the cell's own views, or the built-in
    /// `textLabel`, `detailTextLabel` and `imageView`).
    public var outlets: [String: OutletValue]
    /// The accessory the code sets (a picker's checkmark); nil keeps the prototype's.
    public var accessory: Accessory?

    /// A row of the table's only prototype showing `outlets`, with `accessory` if set.
    public init(_ outlets: [String: OutletValue], accessory: Accessory? = nil) {
        self.prototype = nil
        self.outlets = outlets
        self.accessory = accessory
    }

    /// A row of the prototype `prototype` showing `outlets`, with `accessory` if set.
    public init(prototype: String, _ outlets: [String: OutletValue], accessory: Accessory? = nil) {
        self.prototype = prototype
        self.outlets = outlets
        self.accessory = accessory
    }
}
