/// A segue on the storyboard: an identified transition from one scene to another.
///
/// A segue declared in Swift has an identifier. One imported from a storyboard file where
/// Interface Builder left it unnamed (it can only be triggered by its control) has the empty
/// identifier; the canvas prints it `(unnamed)`.
public struct Segue: Hashable, Sendable {
    /// The identifier `prepareForSegue:` and `performSegueWithIdentifier:` compare against;
    /// empty for an unnamed segue.
    public var identifier: String
    /// Push, modal, show...
    public var kind: SegueKind
    /// The scene the segue starts from.
    public var source: SceneID
    /// The control that starts it.
    public var trigger: SegueTrigger
    /// The scene it shows (for an unwind segue, the scene it starts from: where it goes is
    /// decided at run time by ``unwindAction``).
    public var destination: SceneID
    /// The action an unwind segue looks for on earlier scenes, such as `unwindToList:`.
    public var unwindAction: String?
    /// How a presenting segue shows its destination: full screen, or as a page sheet the user
    /// swipes down to dismiss (Interface Builder's `modalPresentationStyle` pageSheet,
    /// formSheet or automatic, which iOS 13 shows as a sheet on an iPhone).
    public var presentationStyle: PresentationStyle = .fullScreen

    /// How a presented screen covers the one under it.
    public enum PresentationStyle: String, Hashable, Sendable {
        /// Over the whole screen (iOS 6's only style).
        case fullScreen
        /// A card the user can swipe down to dismiss (iOS 13).
        case pageSheet
    }
    /// The `UIStoryboardSegue` subclass of a custom segue.
    public var customClass: String?

    /// Creates a segue.
    public init(
        _ identifier: String,
        _ kind: SegueKind,
        from source: SceneID,
        trigger: SegueTrigger,
        to destination: SceneID,
        unwindAction: String? = nil,
        customClass: String? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.trigger = trigger
        self.destination = destination
        self.unwindAction = unwindAction
        self.customClass = customClass
    }

    /// How the destination comes on screen when the app's own `UIStoryboardSegue` subclass
    /// performs the segue, in words a snapshot prints: `custom segue FadeSegue, performed as
    /// show` (its animation is the app's code; the navigation it does is its kind's, a
    /// presentation for a `custom` segue). Nil for UIKit's own segues.
    public var customTransition: String? {
        guard customClass != nil || kind == .custom else { return nil }
        let base = kind == .custom ? "a presentation" : kind.rawValue
        return "custom segue" + (customClass.map { " " + $0 } ?? "") + ", performed as " + base
    }

    /// Whether Interface Builder left the segue without an identifier.
    public var isUnnamed: Bool { identifier.isEmpty }

    /// The identifier as the canvas prints it: itself, or `(unnamed)`.
    public var displayName: String { isUnnamed ? "(unnamed)" : identifier }
}
