/// How a segue shows its destination.
public enum SegueKind: String, Hashable, Sendable {
    /// Pushed onto the source's navigation stack.
    case push
    /// Presented modally over everything, in a stack of its own.
    case modal
}
