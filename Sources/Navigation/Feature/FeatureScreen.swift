/// A screen of a ``FeatureApp`` on a navigation stack: any ``ScreenFeature`` of the app's effect
/// and message types, compared by type and state.
public struct FeatureScreen<Effect: Equatable & Sendable, Message: Equatable & Sendable>: StoryboardScreen {
    /// The screen.
    public var feature: any ScreenFeature<Effect, Message>

    /// Wraps `feature`.
    public init(_ feature: any ScreenFeature<Effect, Message>) {
        self.feature = feature
    }

    /// The screen's scene.
    public var scene: SceneID { feature.shownScene }

    /// The screen's navigation item.
    public var navigationItem: NavigationItem { feature.navigationItem }

    /// The screen as a `Feature`, or nil when it is another screen.
    public func `as`<Feature: ScreenFeature<Effect, Message>>(_ type: Feature.Type) -> Feature? {
        feature as? Feature
    }

    /// Whether both are the same screen type with equal states.
    public static func == (lhs: FeatureScreen, rhs: FeatureScreen) -> Bool {
        lhs.feature.isEqual(to: rhs.feature)
    }
}

extension NavigationState {
    /// Changes the screen `id` when it is a `Feature`: `false`, and no change, when it is gone
    /// or another screen. This is how a test says what a step changed:
    ///
    /// ```swift
    /// store.send(.touch(.tapButton(TodoControls.saveButton))) {
    ///     $0.navigation.update(details, as: TodoDetails.self) { $0.isSending = true }
    /// }
    /// ```
    /// - Complexity: O(*n*), where *n* is the number of screens on all stacks.
    @discardableResult
    public mutating func update<Effect, Message, Feature: ScreenFeature<Effect, Message>>(
        _ id: ScreenID, as type: Feature.Type, _ change: (inout Feature) -> Void
    ) -> Bool where Screen == FeatureScreen<Effect, Message> {
        var changed = false
        update(id) { screen in
            guard var feature = screen.as(type) else { return }
            change(&feature)
            screen = FeatureScreen(feature)
            changed = true
        }
        return changed
    }
}
