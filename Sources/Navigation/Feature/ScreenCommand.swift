/// What a screen asks for after a touch, a message or its first appearance: work to start,
/// navigation to perform, an alert, a message for another screen. A ``FeatureApp`` carries the
/// commands out in order.
public enum ScreenCommand<Effect: Equatable & Sendable, Message: Equatable & Sendable>: Equatable, Sendable {
    /// Starts `effect`; its results come back to this screen as messages.
    case run(Effect)
    /// Starts `effect` on behalf of the screen `screen` (the delegate that should hear how it
    /// went, as UIKit's `delegate`): its results go there, even after this screen is gone.
    case runReporting(Effect, to: ScreenID)
    /// Performs the segue `identifier` from code (`performSegueWithIdentifier:sender:`): any
    /// segue of this screen's scene, without asking `shouldPerform`.
    case performSegue(String, sender: SegueSender<Never>)
    /// Pops the screen `screen` when it is the top of the stack the user sees (a screen gone
    /// meanwhile, or covered by another, stays where it is).
    case pop(ScreenID)
    /// Dismisses the modal stack, when one is presented.
    case dismissModal
    /// Shows an alert whose buttons send their messages back to this screen.
    case alert(AlertState<Message>)
    /// Sends `message` to the screen `screen` now (nothing happens when it is gone).
    case send(Message, to: ScreenID)
    /// Sends `message` to every other screen on every stack, in stack order (UIKit's
    /// `NSNotificationCenter`): how one screen tells the others that something they show
    /// changed, without knowing which screens are there.
    case broadcast(Message)
}
