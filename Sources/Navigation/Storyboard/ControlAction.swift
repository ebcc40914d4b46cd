/// An action connection of a scene, UIKit's target-action: touching the control calls the
/// scene's controller's method `selector` (Interface Builder's
/// `<action selector="tapSaveTodo:" eventType="touchUpInside"/>`). A ``ScreenFeature`` answers
/// it in ``ScreenFeature/perform(_:sender:in:)``, by the selector, so the storyboard decides which
/// control calls which method.
public struct ControlAction: Hashable, Sendable {
    /// The control: the name the screen draws it with (a button, a switch, a text field), or a
    /// bar button's id.
    public var control: String
    /// The method the touch calls, as Interface Builder spells it (`tapSaveTodo:`).
    public var selector: String

    /// The action `selector`, sent by `control`.
    public init(_ selector: String, from control: String) {
        self.control = control
        self.selector = selector
    }
}
