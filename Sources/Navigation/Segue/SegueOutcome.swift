/// What performing a segue did.
public enum SegueOutcome: Hashable, Sendable {
    /// The destination was pushed on the stack the user sees, with this id.
    case pushed(identifier: String, destination: ScreenID)
    /// The destination was presented modally as the root of a new stack, with this id.
    case presented(identifier: String, destination: ScreenID)
    /// `shouldPerform` said no; nothing changed.
    case vetoed(identifier: String)
}
