/// A screen that knows which storyboard scene it is, so segues can be looked up from it and
/// checked to land on the right scene.
public protocol StoryboardScreen: NavigationScreen {
    /// The storyboard scene this screen state shows.
    var scene: SceneID { get }
}
