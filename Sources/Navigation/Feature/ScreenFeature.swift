import Presentation

/// One screen of an app, in one place, as a view controller is in UIKit: its state (the
/// value's properties), what it does when it first appears, the touches it handles, the
/// messages it receives (its effects' results, a delegate's calls, its alerts' buttons), how it
/// draws, and the destination it prepares when a segue leaves it.
///
/// A ``FeatureApp`` keeps its screens on the navigation's stacks and routes to them: each touch
/// to the screen on top, each message to the screen it is for. Touches the storyboard answers
/// need no code: a tab, back, an alert's button, and a cell, bar button or grid item a segue is
/// drawn from (the segue is performed, asking ``shouldPerform(_:sender:)`` and
/// ``prepare(for:sender:in:)``); a control the storyboard wires to an action calls
/// ``perform(_:sender:in:)`` with its selector. A screen writes code only where it differs from
/// its storyboard.
///
/// ```swift
/// struct BookList: ScreenFeature {
///     static let scene: SceneID = "BookList"
///     var books: [Book] = []
///     var isLoading = false
///
///     mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<BooksEffect, BooksMessage>] {
///         isLoading = true
///         return [.run(.loadBooks)]
///     }
///     mutating func receive(_ message: BooksMessage, in context: ScreenContext) -> [ScreenCommand<BooksEffect, BooksMessage>] {
///         guard case .loaded(let books) = message else { return [] }
///         self.books = books
///         isLoading = false
///         return []
///     }
///     func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
///         -> any ScreenFeature<BooksEffect, BooksMessage> {
///         guard case .cell(_, let row, _) = sender, books.indices.contains(row) else { throw .invalidSender(sender.description) }
///         return BookDetail(book: books[row])
///     }
///     func render(in context: ScreenContext) -> ScreenContent { ... }
/// }
/// ```
public protocol ScreenFeature<Effect, Message>: Equatable, Sendable {
    /// Work this screen starts, as data (a request, a timer): its app's effect type.
    associatedtype Effect: Equatable & Sendable
    /// What this screen hears: its effects' results, other screens' calls, its alerts' buttons.
    associatedtype Message: Equatable & Sendable

    /// The storyboard scene this screen shows.
    static var scene: SceneID { get }

    /// The scene this screen shows: its type's ``scene``. A type that shows any scene of a
    /// file (``FeatureApp``s built from an imported storyboard) returns each screen's own.
    var shownScene: SceneID { get }

    /// What the navigation bar shows while this screen is on top; a title the screen does not
    /// state is its scene's. The default shows the scene's title and nothing else.
    var navigationItem: NavigationItem { get }

    /// The screen appears for the first time (UIKit's `viewDidLoad`): at launch for a root the
    /// user sees, when its tab is first selected, right after a segue shows it. The default
    /// does nothing.
    mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<Effect, Message>]

    /// The screen becomes the one the user sees (UIKit's `viewWillAppear`): every time, after
    /// ``didLoad(in:)`` the first time, and again when the screens above it are popped or
    /// dismissed or its tab is selected. The default does nothing.
    mutating func willAppear(in context: ScreenContext) -> [ScreenCommand<Effect, Message>]

    /// A touch on this screen that its storyboard does not answer: a button, a text field,
    /// typing, a scroll, a row or bar button no segue is drawn from and no action is wired to. Returns what to do, or
    /// nil when the screen has no code for it: the touch is then a wiring error of the app
    /// (``WiringError/unhandledControl(_:)``). The default has code for none.
    mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]?

    /// The action `selector` the storyboard wires the touched control to (a ``ControlAction``:
    /// UIKit's target-action, `- (IBAction)tapSaveTodo:(id)sender`), with the touch as its
    /// sender. Returns what to do, or nil when the screen has no such method: the touch is then
    /// a wiring error naming the selector. The default has none.
    mutating func perform(_ selector: String, sender: UserAction, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]?

    /// The unwind action `action` of an unwind segue performed from `source` (UIKit's
    /// `- (IBAction)done:(UIStoryboardSegue *)segue` on a screen under it): what to do, or nil
    /// when this screen does not implement it and the search goes on under it. The navigation
    /// asks the screens under the source, nearest first (its stack, then the stacks it was
    /// presented from), pops and dismisses to the first that answers, and tells it that it
    /// appears. The default implements none.
    mutating func unwind(_ action: String, from source: any ScreenFeature<Effect, Message>, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]?

    /// An unwind segue is about to leave this screen (UIKit calls `prepareForSegue:sender:` on
    /// the source of an unwind segue too): the screen sets what the screen it unwinds to will
    /// read, such as the game a picker's tapped row names. The default does nothing.
    mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, in context: ScreenContext)

    /// A message for this screen: a result of an effect it started, a call from another
    /// screen, one of its alert's buttons. The default ignores it.
    mutating func receive(_ message: Message, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]

    /// Whether a segue the user started from a control of this screen may go ahead
    /// (`shouldPerformSegueWithIdentifier:sender:`); not asked for segues performed from code.
    /// The default lets every segue go.
    func shouldPerform(_ segue: Segue, sender: SegueSender<Never>) -> Bool

    /// The screen a segue from this one shows (`prepareForSegue:sender:`).
    /// - Throws: ``SeguePreparationError`` for a sender it cannot prepare (the default throws
    ///   ``SeguePreparationError/unhandledSegue(_:)`` for every segue).
    func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<Effect, Message>

    /// What the screen shows under its navigation bar.
    func render(in context: ScreenContext) -> ScreenContent

    /// Whether and how the row `indexPath` of the screen's table can be edited (UIKit's
    /// `tableView:canEditRowAtIndexPath:` and `editingStyleForRowAtIndexPath:` in one answer):
    /// `.delete` lets a swipe reveal Delete and shows a minus in edit mode, `.insert` a plus.
    /// The default edits no row.
    func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle

    /// Whether the row shows a reorder grip in edit mode (`tableView:canMoveRowAtIndexPath:`).
    /// The default moves no row.
    func canMoveRow(at indexPath: TableIndexPath) -> Bool

    /// The user deleted the row (its Delete button) or tapped its plus in edit mode
    /// (`tableView:commitEditingStyle:forRowAtIndexPath:`): change the data so the table has
    /// one row less in that section (or one more for an insert), as UIKit's
    /// `deleteRowsAtIndexPaths:` requires; the navigation checks it and draws the change.
    /// Returns what to do, or nil when the screen has no such code (a wiring error).
    mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]?

    /// The user dragged a row by its grip (`tableView:moveRowAtIndexPath:toIndexPath:`): the
    /// table already shows it at `destination`; move the data to match. Returns what to do,
    /// or nil when the screen has no such code (a wiring error).
    mutating func moveRow(at source: TableIndexPath, to destination: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]?
}

extension ScreenFeature {
    /// The type's scene.
    public var shownScene: SceneID { Self.scene }

    /// No bar buttons; the title is the scene's.
    public var navigationItem: NavigationItem { NavigationItem() }

    /// Nothing to load.
    public mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<Effect, Message>] { [] }

    /// Nothing to refresh.
    public mutating func willAppear(in context: ScreenContext) -> [ScreenCommand<Effect, Message>] { [] }

    /// No code for any touch.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]? { nil }

    /// No action methods.
    public mutating func perform(_ selector: String, sender: UserAction, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]? {
        nil
    }

    /// No unwind actions.
    public mutating func unwind(_ action: String, from source: any ScreenFeature<Effect, Message>, in context: ScreenContext)
        -> [ScreenCommand<Effect, Message>]?
    { nil }

    /// Nothing to prepare.
    public mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) {}

    /// Every message ignored.
    public mutating func receive(_ message: Message, in context: ScreenContext) -> [ScreenCommand<Effect, Message>] { [] }

    /// Every segue goes.
    public func shouldPerform(_ segue: Segue, sender: SegueSender<Never>) -> Bool { true }

    /// No segue prepared.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<Effect, Message>
    {
        throw .unhandledSegue(segue.identifier)
    }

    /// No row is editable.
    public func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle { .none }

    /// No row moves.
    public func canMoveRow(at indexPath: TableIndexPath) -> Bool { false }

    /// No code for edits.
    public mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, in context: ScreenContext)
        -> [ScreenCommand<Effect, Message>]?
    { nil }

    /// No code for moves.
    public mutating func moveRow(at source: TableIndexPath, to destination: TableIndexPath, in context: ScreenContext)
        -> [ScreenCommand<Effect, Message>]?
    { nil }

    /// Whether `other` is this screen with the same state.
    func isEqual(to other: any ScreenFeature<Effect, Message>) -> Bool {
        (other as? Self) == self
    }
}

/// Where a screen is, for its methods: its id on the navigation's stacks (what an effect's
/// results and a delegate's calls are addressed to) and the storyboard it belongs to.
public struct ScreenContext: Sendable {
    /// The screen's id.
    public let id: ScreenID
    /// The app's storyboard.
    public let storyboard: Storyboard
    /// Whether the screen's table is in edit mode (UIKit's `isEditing`, which the Edit button
    /// toggles).
    public let isEditing: Bool

    /// A context for the screen `id` of `storyboard`, in edit mode when `isEditing`.
    public init(id: ScreenID, storyboard: Storyboard, isEditing: Bool = false) {
        self.id = id
        self.storyboard = storyboard
        self.isEditing = isEditing
    }
}

/// What a screen shows under its navigation bar: its elements, and the work in progress the
/// status line names (`loading todos`), if any.
public struct ScreenContent: Sendable {
    /// The elements, back to front.
    public var elements: [Element]
    /// What is loading, shown as the network activity note; nil when nothing is.
    public var activity: String?

    /// Content of `elements`, with `activity` in progress.
    public init(_ elements: [Element], activity: String? = nil) {
        self.elements = elements
        self.activity = activity
    }
}
