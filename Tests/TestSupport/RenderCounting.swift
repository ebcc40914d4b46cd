import Navigation
import Presentation

/// An app that counts how often it renders a state, around another app: how a test proves a
/// host renders a state once.
package struct RenderCounting<Base: StoryboardApp>: StoryboardApp {
    /// The app it wraps.
    package let base: Base
    /// The renders so far.
    package let renders: Locked<Int>

    /// Counts `base`'s renders in `renders`.
    package init(base: Base, renders: Locked<Int>) {
        self.base = base
        self.renders = renders
    }

    package var name: String { base.name }
    package var storyboard: Storyboard { base.storyboard }
    package var initialState: Base.State { base.initialState }
    package var launchAction: Base.Action? { base.launchAction }
    package func action(for userAction: UserAction) -> Base.Action { base.action(for: userAction) }
    package func reduce(into state: inout Base.State, action: Base.Action) throws(WiringError) -> [Base.Effect] {
        try base.reduce(into: &state, action: action)
    }
    /// The base's screen, counted.
    package func render(_ state: Base.State) -> Screen {
        renders.withLock { $0 += 1 }
        return base.render(state)
    }
}
