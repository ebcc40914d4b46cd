/// Why a segue could not be performed. The navigation state is unchanged whenever one is
/// thrown.
public enum SegueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The storyboard has no such segue from the source scene (names identifier and scene).
    case lookup(StoryboardError)
    /// The sender is not a control that triggers this segue (a manual segue, or a cell tap
    /// for a bar button segue).
    case notTriggeredBy(identifier: String, trigger: SegueTrigger, sender: String)
    /// The app's `prepare` failed.
    case preparationFailed(identifier: String, SeguePreparationError)
    /// `prepare` built a screen for another scene than the segue's destination shows.
    case destinationMismatch(identifier: String, expected: SceneID, actual: SceneID)
    /// The destination scene is missing or is a navigation controller without a root.
    case destinationHasNoContent(identifier: String, destination: SceneID)
    /// A modal segue while a modal is already presented. No longer thrown: a presented screen
    /// may present another.
    case modalAlreadyPresented(identifier: String)
    /// A kind the navigation state does not perform here: an embed segue (its container shows
    /// the destination) or an unwind segue (performed by the app, `unwind`).
    case unsupportedKind(identifier: String, kind: SegueKind)
    /// An unwind segue no screen under the source implements (UIKit then does nothing), or
    /// one that names no action.
    case noUnwindDestination(identifier: String, action: String?)
    /// A push segue from a screen no navigation controller holds (UIKit raises "Push segues
    /// can only be used when the source controller is managed by an instance of
    /// UINavigationController").
    case pushOutsideNavigationController(identifier: String)

    /// One readable sentence.
    public var description: String {
        switch self {
        case .lookup(let error):
            error.description
        case .notTriggeredBy(let identifier, let trigger, let sender):
            "segue \(identifier) is triggered by \(trigger), not by \(sender)"
        case .preparationFailed(let identifier, let error):
            "preparing segue \(identifier) failed: \(error)"
        case .destinationMismatch(let identifier, let expected, let actual):
            "segue \(identifier) shows \(expected) but prepare built a screen of \(actual)"
        case .destinationHasNoContent(let identifier, let destination):
            "segue \(identifier) leads to \(destination), which shows no screen"
        case .modalAlreadyPresented(let identifier):
            "segue \(identifier) is modal but a modal screen is already presented"
        case .unsupportedKind(let identifier, let kind):
            "segue \(identifier) is a \(kind.rawValue) segue, which the navigation state does not perform"
        case .noUnwindDestination(let identifier, let action?):
            "unwind segue \(identifier): no screen under it implements \(action), so nothing happens"
        case .noUnwindDestination(let identifier, nil):
            "unwind segue \(identifier) names no unwind action"
        case .pushOutsideNavigationController(let identifier):
            "push segue \(identifier) starts from a screen no navigation controller holds, where UIKit raises an exception; embed the screen in a navigation controller, or make the segue a show segue (which presents there)"
        }
    }
}

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
