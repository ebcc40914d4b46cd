import Presentation

extension ImportedStoryboard {
    /// The storyboard with a frame for every view the file stores none for (Xcode 4.5's Auto
    /// Layout files, and views Interface Builder left unframed): each such scene is laid out by
    /// its constraints on the file's canvas (``SceneLayout``) and the views get the solved
    /// frames, marked ``FrameSource/solved``. Views with stored frames keep them.
    /// - Complexity: one layout per scene with an unframed view.
    func placingUnframedViews() -> ImportedStoryboard {
        var placed = self
        for index in placed.scenes.indices {
            let scene = placed.scenes[index]
            let unframed = scene.layoutViews.filter { $0.storedFrame == nil && $0.elementPath != nil }
            guard !unframed.isEmpty, !scene.constraints.isEmpty, var root = scene.view else { continue }
            let layout = SceneLayout(scene, of: self)
            for view in unframed {
                guard let path = view.elementPath, let frame = layout.frames[view.id] else { continue }
                root.update(at: path[...]) { element in
                    guard element.frameSource == .autoLayout else { return }
                    element.frame = frame
                    element.frameSource = .solved
                }
            }
            placed.scenes[index].view = root
        }
        return placed
    }
}

extension Element {
    /// Changes the element at `path` (child indices from this one) with `change`; nothing
    /// when the path leads nowhere.
    /// - Complexity: O(path length).
    mutating func update(at path: ArraySlice<Int>, _ change: (inout Element) -> Void) {
        guard let first = path.first else {
            change(&self)
            return
        }
        guard children.indices.contains(first) else { return }
        children[first].update(at: path.dropFirst(), change)
    }
}
