/// A segue on the storyboard: an identified transition from one scene to another.
///
/// Identifiers are required. A storyboard segue that has none in Interface Builder (it can
/// only be triggered by its control) gets a name chosen by the app.
public struct Segue: Hashable, Sendable {
    /// The identifier `prepareForSegue:` and `performSegueWithIdentifier:` compare against.
    public var identifier: String
    /// Push or modal.
    public var kind: SegueKind
    /// The scene the segue starts from.
    public var source: SceneID
    /// The control that starts it.
    public var trigger: SegueTrigger
    /// The scene it shows.
    public var destination: SceneID

    /// Creates a segue.
    public init(
        _ identifier: String,
        _ kind: SegueKind,
        from source: SceneID,
        trigger: SegueTrigger,
        to destination: SceneID
    ) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.trigger = trigger
        self.destination = destination
    }
}
