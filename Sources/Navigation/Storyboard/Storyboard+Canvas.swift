import Presentation

extension Storyboard {
    /// The graph as text, one fact per line, like reading the storyboard canvas:
    ///
    /// ```
    /// initial Tabs
    /// scene Tabs (tabBarController)
    ///   tab 0 -> EventsNavigation
    /// scene EventsNavigation (navigationController)
    ///   tabBarItem "Events" first.png 30x30
    ///   root -> Events
    /// scene Events (tableViewController) "Events"
    ///   segue EventDetailsSegue push cell EventTableViewCell -> EventDetails
    /// ```
    ///
    /// Scenes come in declaration order, each followed by its tab bar item, if it has one, and
    /// its relationships and segues in declaration order. Relationships and segues that start
    /// from an undeclared scene follow under `scene Name (undeclared)`. A scene's header adds
    /// `class Name` and `storyboardID "id"` when set; a segue's line adds `action unwindTo:`
    /// and `class Name` when set, and an unnamed segue prints as `(unnamed)`. A storyboard
    /// without an initial scene (an empty name) prints `initial (none)`. The text ends with one
    /// newline.
    ///
    /// - Complexity: O((*n* + *u*) × (*r* + *s*)), for *n* scenes, *u* undeclared sources,
    ///   *r* relationships and *s* segues.
    public var canvasText: String {
        var lines = ["initial " + (initialScene.rawValue.isEmpty ? "(none)" : initialScene.rawValue)]
        var printed: Set<SceneID> = []
        for scene in scenes where printed.insert(scene.id).inserted {
            lines.append(Self.header(scene))
            if let item = scene.tabBarItem { lines.append(Self.tabBarItemLine(item)) }
            lines += edgeLines(from: scene.id)
        }
        let undeclared = relationships.map(\.source) + segues.map(\.source)
        for source in undeclared where printed.insert(source).inserted {
            lines.append("scene \(source) (undeclared)")
            lines += edgeLines(from: source)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scene's header line: `scene Events (tableViewController) class EventsController
    /// storyboardID "events" "Events"`.
    package static func header(_ scene: StoryboardScene) -> String {
        var line = "scene \(scene.id) (\(scene.kind.rawValue))"
        if let customClass = scene.customClass { line += " class " + customClass }
        if let identifier = scene.storyboardIdentifier { line += " storyboardID " + TextQuote.quoted(identifier) }
        if let title = scene.title { line += " " + TextQuote.quoted(title) }
        return line
    }

    /// `  tabBarItem "Events" first.png 30x30 badge "3"`, as the text renderer prints a tab.
    private static func tabBarItemLine(_ item: TabItem) -> String {
        ["  tabBarItem", TextQuote.quoted(item.title), item.image?.description, item.badge.map { "badge " + TextQuote.quoted($0) }]
            .compactMap { $0 }.joined(separator: " ")
    }

    private func edgeLines(from source: SceneID) -> [String] {
        var tabIndex = 0
        let relationshipLines = relationships.filter { $0.source == source }.map { relationship -> String in
            switch relationship.kind {
            case .tab:
                defer { tabIndex += 1 }
                return "  tab \(tabIndex) -> \(relationship.destination)"
            case .root, .master, .detail, .supplementary:
                return "  \(relationship.kind.rawValue) -> \(relationship.destination)"
            }
        }
        let segueLines = segues(from: source).map { segue in
            var line = "  segue \(segue.displayName) \(segue.kind.rawValue) \(segue.trigger) -> \(segue.destination)"
            if let action = segue.unwindAction { line += " action " + action }
            if let customClass = segue.customClass { line += " class " + customClass }
            return line
        }
        return relationshipLines + segueLines
    }
}
