import AutoLayout
import Presentation

extension SceneConstraintBuilder {
    /// The constraints a stack view (`UIStackView`) makes for its arranged subviews: the first
    /// at its leading (top) edge and the last at its trailing (bottom) edge, the neighbours
    /// `spacing` apart as the distribution says, and each placed across as the alignment says.
    /// Hidden arranged subviews take no room. The edges are the stack's layout margins when
    /// its arrangement is margin-relative.
    mutating func addStack(_ stack: Int, members: [Int]) {
        guard let arrangement = views[stack].stack else { return }
        let visible = members.filter { !views[$0].isHidden }
        let name = views[stack].id
        let horizontal = arrangement.axis == .horizontal
        let (along, alongLength, across, acrossLength) = horizontal ? (0, 2, 1, 3) : (1, 3, 0, 2)
        let margins = arrangement.isLayoutMarginsRelative ? margins(of: stack) : .zero
        let (before, after, above, below) =
            horizontal
            ? (margins.left, margins.right, margins.top, margins.bottom)
            : (margins.top, margins.bottom, margins.left, margins.right)
        let start = term(stack, along) + before
        let end = term(stack, along) + term(stack, alongLength) + -after
        let crossStart = term(stack, across) + above
        let crossEnd = term(stack, across) + term(stack, acrossLength) + -below

        for hidden in members where views[hidden].isHidden {
            for slot in [alongLength, acrossLength] {
                add(LayoutConstraint(term(hidden, slot), .equal, LinearExpression([], constant: 0), name: "\(name) hidden"), id: name)
            }
            add(LayoutConstraint(term(hidden, along), .equal, start, name: "\(name) hidden"), id: name)
            add(LayoutConstraint(term(hidden, across), .equal, crossStart, name: "\(name) hidden"), id: name)
        }
        guard let first = visible.first else { return }
        let edges = visible.map { member in
            MemberEdges(
                leading: term(member, along), trailing: term(member, along) + term(member, alongLength),
                center: term(member, along) + 0.5 * term(member, alongLength))
        }
        if let firstEdges = edges.first, let lastEdges = edges.last {
            add(LayoutConstraint(firstEdges.leading, .equal, start, name: "\(name) leading"), id: name)
            add(LayoutConstraint(lastEdges.trailing, .equal, end, name: "\(name) trailing"), id: name)
        }
        addSpacing(arrangement, edges, name: name)
        if arrangement.distribution == .fillEqually {
            for member in visible.dropFirst() {
                add(LayoutConstraint(term(member, alongLength), .equal, term(first, alongLength), name: "\(name) fill equally"), id: name)
            }
        }
        if arrangement.distribution == .fillProportionally {
            addProportions(visible, alongLength: alongLength, start: start, end: end, spacing: arrangement.spacing, name: name)
        }
        addAlignment(arrangement, visible, across: across, acrossLength: acrossLength, crossStart: crossStart, crossEnd: crossEnd, name: name)
    }

    /// The gaps between neighbours: exactly `spacing` (fill distributions), equal and at least
    /// `spacing` (equal spacing), or equal distances between centres with gaps of at least
    /// `spacing` (equal centering). Equal gaps prefer to be as small as they may.
    private mutating func addSpacing(_ arrangement: StackArrangement, _ edges: [MemberEdges], name: String) {
        let pairs = Array(zip(edges, edges.dropFirst()))
        switch arrangement.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next) in pairs {
                add(LayoutConstraint(next.leading, .equal, previous.trailing + arrangement.spacing, name: "\(name) spacing"), id: name)
            }
        case .equalSpacing, .equalCentering:
            for (previous, next) in pairs {
                add(LayoutConstraint(next.leading, .greaterThanOrEqual, previous.trailing + arrangement.spacing, name: "\(name) spacing"), id: name)
            }
            let steps = pairs.map { previous, next in
                arrangement.distribution == .equalSpacing ? next.leading - previous.trailing : next.center - previous.center
            }
            guard let firstStep = steps.first else { return }
            for step in steps.dropFirst() {
                add(LayoutConstraint(step, .equal, firstStep, name: "\(name) equal gaps"), id: name)
            }
            add(LayoutConstraint(firstStep, .equal, LinearExpression([], constant: arrangement.spacing), priority: 1, name: "\(name) gap"), id: name)
        }
    }

    /// An arranged subview's edges along the stack's axis.
    private struct MemberEdges {
        var leading: LinearExpression
        var trailing: LinearExpression
        var center: LinearExpression
    }

    /// Lengths in proportion to the members' content lengths. Where a member has none of its
    /// own (a nested stack, whose fitting size this layout does not compute), the stack fills
    /// as `fill` does.
    private mutating func addProportions(_ visible: [Int], alongLength: Int, start: LinearExpression, end: LinearExpression, spacing: Double, name: String) {
        let measured = visible.map { member -> Double? in
            let size = environment.sizing.intrinsicSize(of: views[member].content)
            return alongLength == 2 ? size.width : size.height
        }
        let lengths = measured.compactMap { $0 }
        guard lengths.count == visible.count else { return }
        let total = lengths.reduce(0, +)
        let available = end - start + -(spacing * Double(max(visible.count - 1, 0)))
        for (member, length) in zip(visible, lengths) {
            let share = total > 0 ? length / total : 1 / Double(visible.count)
            add(LayoutConstraint(term(member, alongLength), .equal, share * available, priority: 999, name: "\(name) proportion"), id: name)
        }
    }

    /// Each member across the stack: as long as the stack (fill), along one side or centred
    /// within it, or with its baseline on the first member's; the stack as long across as its
    /// longest member when nothing else sets it.
    private mutating func addAlignment(
        _ arrangement: StackArrangement, _ visible: [Int], across: Int, acrossLength: Int,
        crossStart: LinearExpression, crossEnd: LinearExpression, name: String
    ) {
        for member in visible {
            let start = term(member, across), end = term(member, across) + term(member, acrossLength)
            switch arrangement.alignment {
            case .fill:
                add(LayoutConstraint(start, .equal, crossStart, name: "\(name) fill"), id: name)
                add(LayoutConstraint(end, .equal, crossEnd, name: "\(name) fill"), id: name)
                continue
            case .leading:
                add(LayoutConstraint(start, .equal, crossStart, name: "\(name) leading"), id: name)
            case .trailing:
                add(LayoutConstraint(end, .equal, crossEnd, name: "\(name) trailing"), id: name)
            case .center:
                add(LayoutConstraint(start + end, .equal, crossStart + crossEnd, name: "\(name) center"), id: name)
            case .firstBaseline, .lastBaseline:
                let first = arrangement.alignment == .firstBaseline
                if arrangement.axis == .horizontal, let anchor = visible.first, anchor != member {
                    add(
                        LayoutConstraint(
                            baseline(of: member, first: first, depth: 0), .equal, baseline(of: anchor, first: first, depth: 0), name: "\(name) baseline"),
                        id: name)
                } else if arrangement.axis == .vertical {
                    add(LayoutConstraint(first ? start : end, .equal, first ? crossStart : crossEnd, name: "\(name) baseline"), id: name)
                }
            }
            add(LayoutConstraint(start, .greaterThanOrEqual, crossStart, name: "\(name) inside"), id: name)
            add(LayoutConstraint(end, .lessThanOrEqual, crossEnd, name: "\(name) inside"), id: name)
        }
        if arrangement.alignment != .fill {
            add(LayoutConstraint(crossEnd - crossStart, .equal, LinearExpression([], constant: 0), priority: 1, name: "\(name) fit"), id: name)
        }
    }
}
