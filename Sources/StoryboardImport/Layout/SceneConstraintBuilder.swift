import AutoLayout
import Presentation

/// Turns a scene's views and constraints into linear constraints over each view's frame in the
/// root view's coordinates (x, y, width, height, and a scroll view's content width and height),
/// and solves them with ``ConstraintSolver``.
///
/// What it adds besides the file's constraints, as UIKit does: a view that keeps its
/// autoresizing mask is held at its stored frame; a view placed by constraints gets its content
/// size (hugging and compression resistance at their priorities); a stack view gets the
/// constraints of its axis, distribution, alignment and spacing
/// (``SceneConstraintBuilder+Stacks.swift``).
struct SceneConstraintBuilder {
    /// The solved frames, and what could not be honoured.
    struct Solution {
        /// Each view's frame in its superview, on the pixel grid.
        var frames: [String: Rect]
        /// Each view's frame in the root view, unrounded.
        var absoluteFrames: [String: Rect]
        var problems: [LayoutProblem]
        var constraintCount: Int
        /// Every constraint given to the solver, in order (those refused too).
        var system: [LayoutConstraint]
    }

    let scene: ImportedScene
    let environment: LayoutEnvironment
    /// The views, the root first.
    let views: [ImportedLayoutView]
    /// Each view's index in ``views``.
    let index: [String: Int]
    /// The layout guides by object id.
    let guides: [String: ImportedLayoutGuide]
    /// The views constraints place (the rest keep their stored frames).
    let placedByConstraints: Set<String>
    /// Each stack view's arranged subviews, in order.
    let arranged: [String: [Int]]
    private var solver = ConstraintSolver()
    private var problems: [LayoutProblem] = []
    private var system: [LayoutConstraint] = []

    init(scene: ImportedScene, environment: LayoutEnvironment) {
        self.scene = scene
        self.environment = environment
        let views = scene.layoutViews.filter { $0.superview == nil } + scene.layoutViews.filter { $0.superview != nil }
        self.views = views
        self.index = Dictionary(views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.guides = Dictionary(scene.layoutGuides.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var arranged: [String: [Int]] = [:]
        for (position, view) in views.enumerated() {
            guard let superview = view.superview, let parent = index[superview], views[parent].stack != nil else { continue }
            arranged[superview, default: []].append(position)
        }
        self.arranged = arranged
        var mentioned: Set<String> = []
        for constraint in scene.constraints {
            mentioned.insert(constraint.firstItem)
            if let second = constraint.secondItem { mentioned.insert(second) }
        }
        // A view no constraint names keeps its frame: Interface Builder adds "prototyping
        // constraints" for it at build time, its stored position and size.
        self.placedByConstraints = Set(
            views.compactMap { view in
                guard view.superview != nil else { return nil }
                let inStack = arranged[view.superview ?? ""] != nil
                let constrained = mentioned.contains(view.id) && (view.usesAutoLayout || view.storedFrame == nil)
                return constrained || inStack ? view.id : nil
            })
    }

    // MARK: Variables

    /// The variable `slot` (0 x, 1 y, 2 width, 3 height, 4 content width, 5 content height) of
    /// view `view`.
    func variable(_ view: Int, _ slot: Int) -> LayoutVariable {
        let names = ["x", "y", "width", "height", "contentWidth", "contentHeight"]
        return LayoutVariable(id: view * 6 + slot, name: "\(views[view].id).\(names[slot])")
    }

    /// The variable alone, as an expression.
    func term(_ view: Int, _ slot: Int) -> LinearExpression {
        LinearExpression(variable(view, slot))
    }

    // MARK: Solving

    /// Builds every constraint and solves them; `wrappedHeights` gives the heights of
    /// multi-line labels measured at their solved widths (a second pass).
    /// - Complexity: O(c²) for c constraints, in practice.
    mutating func solve(wrappedHeights: [String: Double]) -> Solution {
        for position in views.indices { addPlacement(of: position, wrappedHeights: wrappedHeights) }
        for (stack, members) in arranged.sorted(by: { $0.key < $1.key }) {
            if let position = index[stack] { addStack(position, members: members) }
        }
        for constraint in scene.constraints { addFileConstraint(constraint) }
        return solution()
    }

    /// The heights multi-line labels take at the widths `solution` gives them, where they
    /// differ from one line's.
    /// - Complexity: O(n) in the labels' text.
    func wrappedLabelHeights(in solution: Solution) -> [String: Double] {
        var heights: [String: Double] = [:]
        for view in views where placedByConstraints.contains(view.id) {
            guard let frame = solution.absoluteFrames[view.id],
                let height = environment.sizing.height(of: view.content, atWidth: frame.width)
            else { continue }
            heights[view.id] = height
        }
        return heights
    }

    /// The root view at the canvas' origin; a view that keeps its autoresizing mask at its
    /// stored frame in its superview; a view constraints place, its content size.
    private mutating func addPlacement(of position: Int, wrappedHeights: [String: Double]) {
        let view = views[position]
        guard let superview = view.superview, let parent = index[superview] else {
            let size = environment.rootSize
            for (slot, value) in [(0, 0.0), (1, 0), (2, size.width), (3, size.height)] {
                add(LayoutConstraint(term(position, slot), .equal, LinearExpression([], constant: value), name: "root"), id: view.id)
            }
            addScrollContent(of: position)
            return
        }
        addScrollContent(of: position)
        guard placedByConstraints.contains(view.id) else {
            addAutoresizing(of: position, in: parent)
            return
        }
        for slot in [2, 3] {
            add(LayoutConstraint(term(position, slot), .greaterThanOrEqual, LinearExpression([], constant: 0), name: "\(view.id) size ≥ 0"), id: view.id)
        }
        if view.isHidden, arranged[superview] != nil { return }
        var (width, height) = environment.sizing.intrinsicSize(of: view.content)
        if let wrapped = wrappedHeights[view.id] { height = wrapped }
        if let width {
            addContentSize(
                term(position, 2), width, hugging: view.hugging.horizontal, resistance: view.compressionResistance.horizontal, name: "\(view.id) width")
        }
        if let height {
            addContentSize(
                term(position, 3), height, hugging: view.hugging.vertical, resistance: view.compressionResistance.vertical, name: "\(view.id) height")
        }
    }

    /// A view that keeps its autoresizing mask: its stored frame when its superview has the
    /// size the file drew it at, and as its mask says when the superview's size differs
    /// (UIKit's autoresizing constraints, linear in the superview's width and height).
    private mutating func addAutoresizing(of position: Int, in parent: Int) {
        let view = views[position]
        guard let frame = view.storedFrame else { return }
        let drawn = views[parent].superview == nil ? views[parent].storedFrame?.size ?? environment.rootSize : views[parent].storedFrame?.size
        let base = drawn ?? frame.size
        // The mask's rule is linear in the superview's size: its slope from one step of 100.
        // Without the superview's drawn size there is nothing to follow: the frame stays.
        let mask = drawn == nil ? AutoresizingMask.none : view.autoresizingMask
        let moved = mask.frame(frame, from: base, to: Size(width: base.width + 100, height: base.height + 100))
        let slopes = [
            (moved.minX - frame.minX) / 100, (moved.minY - frame.minY) / 100,
            (moved.width - frame.width) / 100, (moved.height - frame.height) / 100,
        ]
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for slot in 0..<4 {
            let axisLength = slot % 2 == 0 ? 2 : 3
            let change = term(parent, axisLength) + -(axisLength == 2 ? base.width : base.height)
            let origin = slot < 2 ? term(parent, slot) : LinearExpression([], constant: 0)
            add(LayoutConstraint(term(position, slot), .equal, origin + values[slot] + slopes[slot] * change, name: "\(view.id) autoresizing"), id: view.id)
        }
    }

    /// A scroll view's content size is at least 0, and as large as its frame when nothing
    /// else says (a fallback, weaker than any priority: a content size only it sets is still
    /// ambiguous, as Interface Builder says).
    private mutating func addScrollContent(of position: Int) {
        guard views[position].role == .scroll else { return }
        for (content, frame) in [(4, 2), (5, 3)] {
            add(LayoutConstraint(term(position, content), .greaterThanOrEqual, LinearExpression([], constant: 0)), id: views[position].id)
            add(LayoutConstraint(term(position, content), .equal, term(position, frame), priority: LayoutConstraint.fallbackPriority), id: views[position].id)
        }
    }

    /// `length ≤ size` at the hugging priority, `length ≥ size` at the compression resistance.
    private mutating func addContentSize(_ length: LinearExpression, _ size: Double, hugging: Double, resistance: Double, name: String) {
        let value = LinearExpression([], constant: size)
        add(LayoutConstraint(length, .lessThanOrEqual, value, priority: min(hugging, 1000), name: "\(name) hugging"), id: name)
        add(LayoutConstraint(length, .greaterThanOrEqual, value, priority: min(resistance, 1000), name: "\(name) compression resistance"), id: name)
    }

    /// One of the file's constraints, or a problem saying why it is left out.
    private mutating func addFileConstraint(_ constraint: ImportedConstraint) {
        let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
        guard items.allSatisfy({ index[$0] != nil || guides[$0] != nil }) else {
            problems.append(LayoutProblem(kind: .unknownItem, constraint: constraint.id, views: items, detail: constraint.description))
            return
        }
        guard let left = expression(constraint.firstItem, constraint.firstAttribute, seenFrom: constraint.secondItem) else {
            problems.append(LayoutProblem(kind: .unknownAttribute, constraint: constraint.id, views: items, detail: constraint.description))
            return
        }
        var right = LinearExpression([], constant: constraint.constant)
        if let second = constraint.secondItem {
            let attribute = constraint.secondAttribute ?? constraint.firstAttribute
            guard let other = expression(second, attribute, seenFrom: constraint.firstItem) else {
                problems.append(LayoutProblem(kind: .unknownAttribute, constraint: constraint.id, views: items, detail: constraint.description))
                return
            }
            right = right + constraint.multiplier * other
        }
        let relation: LayoutRelation =
            switch constraint.relation {
            case "lessThanOrEqual": .lessThanOrEqual
            case "greaterThanOrEqual": .greaterThanOrEqual
            default: .equal
            }
        let priority = min(max(constraint.priority, 1), 1000)
        add(LayoutConstraint(left, relation, right, priority: priority, name: constraint.description), id: constraint.id, views: items)
    }

    /// Adds `constraint`; a conflicting one becomes a problem naming `id` and `views`.
    mutating func add(_ constraint: LayoutConstraint, id: String, views involved: [String] = []) {
        system.append(constraint)
        do {
            try solver.add(constraint)
        } catch {
            problems.append(LayoutProblem(kind: .conflicting, constraint: id, views: involved.isEmpty ? [id] : involved, detail: constraint.description))
        }
    }

    /// The views constraints place whose position or size the constraints leave free, as
    /// Interface Builder reports them ("Need constraints for: X position or width"). A
    /// position is the view's within its superview, so a view pinned inside an ambiguous one
    /// is not reported again. Hidden members of a stack view take no part and are skipped.
    /// - Complexity: a tableau look-up per view and axis; a probe solve where that cannot tell.
    func ambiguities() -> [LayoutProblem] {
        var found: [LayoutProblem] = []
        for (position, view) in views.enumerated() where placedByConstraints.contains(view.id) {
            guard let superview = view.superview, let parent = index[superview] else { continue }
            if view.isHidden, arranged[superview] != nil { continue }
            var missing: [String] = []
            for (axis, names) in [(0, ("X position", "width")), (1, ("Y position", "height"))] {
                let moves = solver.isAmbiguous(term(position, axis) - term(parent, axis))
                let grows = solver.isAmbiguous(term(position, axis + 2))
                switch (moves, grows) {
                case (true, true): missing.append("\(names.0) or \(names.1)")
                case (true, false): missing.append(names.0)
                case (false, true): missing.append(names.1)
                case (false, false): break
                }
            }
            // A scroll view whose content constraints place must get its content size from
            // them ("Scrollable content size is ambiguous"); a table's comes from its rows.
            if view.role == .scroll, views.contains(where: { $0.superview == view.id && placedByConstraints.contains($0.id) }) {
                for (slot, name) in [(4, "scrollable content width"), (5, "scrollable content height")] where solver.isAmbiguous(term(position, slot)) {
                    missing.append(name)
                }
            }
            guard !missing.isEmpty else { continue }
            found.append(LayoutProblem(kind: .ambiguous, constraint: "", views: [view.id], detail: missing.joined(separator: ", ")))
        }
        return found
    }

    /// The frames the solver found.
    private func solution() -> Solution {
        var absolute: [String: Rect] = [:]
        for position in views.indices {
            let view = views[position]
            // Constraints place the alignment rectangle; the frame reaches past it by the insets.
            let insets = placedByConstraints.contains(view.id) ? environment.sizing.alignmentInsets(of: view.content) : .zero
            absolute[view.id] = Rect(
                x: solver.value(of: variable(position, 0)) - insets.left, y: solver.value(of: variable(position, 1)) - insets.top,
                width: solver.value(of: variable(position, 2)) + insets.left + insets.right,
                height: solver.value(of: variable(position, 3)) + insets.top + insets.bottom)
        }
        let canvas = environment.canvas
        var frames: [String: Rect] = [:]
        for view in views {
            guard let frame = absolute[view.id] else { continue }
            let origin = view.superview.flatMap { absolute[$0]?.origin } ?? .zero
            let minX = canvas.roundToPixel(frame.minX - origin.x), minY = canvas.roundToPixel(frame.minY - origin.y)
            let maxX = canvas.roundToPixel(frame.maxX - origin.x), maxY = canvas.roundToPixel(frame.maxY - origin.y)
            frames[view.id] = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return Solution(frames: frames, absoluteFrames: absolute, problems: problems, constraintCount: solver.constraintCount, system: system)
    }
}
