import Presentation

/// A whole app: a reducer whose actions include the user's touches, the storyboard it was
/// drawn from, and a pure function from its state to the screen.
///
/// The seed apps conform to this; ``AppHost`` runs one for a UI client, a test or the demo
/// host.
public protocol StoryboardApp: Reducer {
    /// The app's name, printed first in every snapshot.
    var name: String { get }
    /// The storyboard: scenes, relationships and segues.
    var storyboard: Storyboard { get }
    /// The state when the app starts, before ``launchAction`` is sent.
    var initialState: State { get }
    /// The action sent once when the app starts (the initial screens' `viewDidLoad`), if any.
    var launchAction: Action? { get }
    /// Wraps a user's touch in the app's action type.
    func action(for userAction: UserAction) -> Action
    /// What the screen shows for `state`.
    func render(_ state: State) -> Presentation.Screen
}

extension StoryboardApp {
    /// What the user sees for `state`: ``render(_:)``, then what UIKit does on its own around
    /// the app's views. With a text input focused the keyboard is up, and a table view
    /// controller scrolls the focused row above it
    /// (`Presentation/Screen/showingKeyboard()`). ``AppHost`` and ``TestStore`` show this.
    public func screen(for state: State) -> Presentation.Screen {
        render(state).showingKeyboard()
    }
}
