/// An app's segue logic as two pure functions: `shouldPerform` (may veto a storyboard-
/// triggered segue, like `shouldPerformSegueWithIdentifier:sender:`) and `prepare` (builds
/// the destination screen from the source and the sender, like `prepareForSegue:sender:`
/// filling in the destination controller).
///
/// ```swift
/// let segues = SegueHandler<Screen, Never>(prepare: { context throws(SeguePreparationError) in
///     guard case .list(let list) = context.source, case .cell(_, let row) = context.sender,
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
