import Navigation

extension Storyboard {
    /// The graph as an app of the file runs it: each scene a container view embeds also draws
    /// the segues of the controls it shows, from the scene that embeds it, so that a touch
    /// inside a container follows the child's own segue, as in UIKit (the child's
    /// `navigationController` and `presentingViewController` are its parent's). A segue whose
    /// control already triggers one of the parent's is left to the parent; containers inside
    /// containers are followed ``ImportedScreen/embeddingDepth`` levels deep, as they are drawn.
    ///
    /// An embedded navigation controller pushes inside its container on a device; here its
    /// child's pushes go onto the parent's stack (Docs/StoryboardImport.md, Limits).
    /// - Complexity: O(*d* · *e* · *s*) for *d* levels, *e* embed segues and *s* segues.
    func drawingEmbeddedSegues(depth: Int) -> Storyboard {
        var graph = self
        for _ in 0..<depth {
            var added: [Segue] = []
            for embed in graph.segues where embed.kind == .embed {
                guard let child = graph.contentScene(of: embed.destination), child != embed.source else { continue }
                let parentTriggers = graph.segues(from: embed.source).map(\.trigger) + added.filter { $0.source == embed.source }.map(\.trigger)
                for segue in graph.segues(from: child)
                where segue.kind != .embed && segue.trigger != .manual
                    && !parentTriggers.contains(segue.trigger)
                {
                    var drawn = segue
                    drawn.source = embed.source
                    if segue.kind == .unwind { drawn.destination = embed.source }
                    added.append(drawn)
                }
            }
            guard !added.isEmpty else { break }
            graph.segues += added
        }
        return graph
    }
}
