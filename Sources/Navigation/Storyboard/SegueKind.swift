/// How a segue shows its destination, as Interface Builder names the kinds.
public enum SegueKind: String, Hashable, Sendable, CaseIterable {
    /// Pushed onto the source's navigation stack (iOS 5/6; UIKit raises an exception when the
    /// source is in no navigation controller).
    case push
    /// Presented modally over everything, in a stack of its own (iOS 5/6).
    case modal
    /// Pushed when the source is in a navigation controller, else presented modally (iOS 8).
    case show
    /// Shown in a split view controller's detail column (iOS 8).
    case showDetail
    /// Presented modally (iOS 8's name for `modal`).
    case presentation
    /// The destination is embedded in a container view of the source.
    case embed
    /// Goes back to an earlier scene that implements the segue's unwind action.
    case unwind
    /// Replaces a split view controller's detail (iPad, iOS 5/6).
    case replace
    /// Shown in a popover (iPad).
    case popover
    /// Performed by an app-defined `UIStoryboardSegue` subclass.
    case custom

    /// Whether the destination goes onto the source's navigation stack on an iPhone: `push`,
    /// `show`, and `showDetail` and `replace`, which a compact width performs as `show` (a
    /// split view controller is collapsed onto its master's stack).
    public var pushes: Bool { self == .push || self == .show || self == .showDetail || self == .replace }

    /// Whether the destination is presented modally on an iPhone: `modal`, `presentation`,
    /// `popover` (adapted to a full-screen presentation on a compact width, as UIKit does
    /// without a delegate saying otherwise) and `custom`, performed here as a presentation
    /// (its subclass's own animation is the app's code).
    public var presentsModally: Bool { self == .modal || self == .presentation || self == .popover || self == .custom }
}
