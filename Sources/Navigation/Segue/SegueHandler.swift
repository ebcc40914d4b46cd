/// An app's segue logic as two pure functions: `shouldPerform` (may veto a storyboard-
/// triggered segue, like `shouldPerformSegueWithIdentifier:sender:`) and `prepare` (builds
/// the destination screen from the source and the sender, like `prepareForSegue:sender:`
/// filling in the destination controller).
///
/// ```swift
/// let segues = SegueHandler<Screen, Never>(prepare: { context throws(SeguePreparationError) in
///     guard case .list(let list) = context.source, case .cell(_, let row, _) = context.sender,
///           list.items.indices.contains(row) else {
///         throw .invalidSender(context.sender.description)
///     }
///     return .detail(DetailState(item: list.items[row]))
/// })
/// ```
public struct SegueHandler<Screen: StoryboardScreen, Payload: Equatable & Sendable>: Sendable {
    /// Whether a storyboard-triggered segue may go ahead; not asked for segues performed from
    /// code.
    public var shouldPerform: @Sendable (SegueContext<Screen, Payload>) -> Bool
    /// The destination screen for the segue.
    public var prepare: @Sendable (SegueContext<Screen, Payload>) throws(SeguePreparationError) -> Screen

    /// Creates a handler; by default every segue may be performed.
    public init(
        shouldPerform: @escaping @Sendable (SegueContext<Screen, Payload>) -> Bool = { _ in true },
        prepare: @escaping @Sendable (SegueContext<Screen, Payload>) throws(SeguePreparationError) -> Screen
    ) {
        self.shouldPerform = shouldPerform
        self.prepare = prepare
    }
}

/// Everything `shouldPerform` and `prepare` get to decide with: the segue, the source screen's
/// state and id, and the sender.
public struct SegueContext<Screen: StoryboardScreen, Payload: Equatable & Sendable>: Equatable, Sendable {
    /// The segue being performed.
    public var segue: Segue
    /// The source screen's state (the top of the stack the user sees).
    public var source: Screen
    /// The source screen's id, for effects the destination should route back to the source.
    public var sourceID: ScreenID
    /// Who started the segue.
    public var sender: SegueSender<Payload>

    /// Creates a context.
    public init(segue: Segue, source: Screen, sourceID: ScreenID, sender: SegueSender<Payload>) {
        self.segue = segue
        self.source = source
        self.sourceID = sourceID
        self.sender = sender
    }
}
