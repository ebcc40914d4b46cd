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
