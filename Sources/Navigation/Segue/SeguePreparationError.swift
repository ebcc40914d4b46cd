/// Why an app's `prepare` could not build a segue's destination.
public enum SeguePreparationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app has no preparation for this segue identifier.
    case unhandledSegue(String)
    /// The sender does not identify anything to show (a row out of range, a wrong sender kind);
    /// the associated text describes the sender.
    case invalidSender(String)
    /// The source has nothing to pass yet (the list is still loading, nothing is selected).
    case nothingToPass(reason: String)

    /// One readable sentence.
    public var description: String {
        switch self {
        case .unhandledSegue(let identifier): "no preparation for segue \(identifier)"
        case .invalidSender(let sender): "the sender \(sender) identifies nothing to show"
        case .nothingToPass(let reason): "nothing to pass: \(reason)"
        }
    }
}
