import AutoLayout
import Presentation

extension SceneConstraintBuilder {
    /// `item.attribute` as an expression of the frame variables, as the other item of its
    /// constraint (`other`) sees it: a scroll view's edges seen from a view inside it are those
    /// of its content. Nil for an attribute the layout does not know. Leading is left and
    /// trailing right (left-to-right text).
    func expression(_ item: String, _ attribute: String, seenFrom other: String?) -> LinearExpression? {
        if let position = index[item] {
            let inside = views[position].role == .scroll && other.map { isDescendant($0, of: item) } == true
            return viewExpression(position, Self.normalized(attribute), contentEdges: inside)
        }
        guard let guide = guides[item] else { return nil }
        return guideExpression(guide, Self.normalized(attribute))
    }

    /// Leading and trailing as left and right.
    static func normalized(_ attribute: String) -> String {
        switch attribute {
        case "leading": "left"
        case "trailing": "right"
        case "leadingMargin": "leftMargin"
        case "trailingMargin": "rightMargin"
        case "baseline": "lastBaseline"
        default: attribute
        }
    }

    /// Whether `view` is inside `ancestor` (at any depth).
    func isDescendant(_ view: String, of ancestor: String) -> Bool {
        var current = index[view].flatMap { views[$0].superview } ?? guides[view]?.owner
        var steps = 0
        while let id = current, steps < views.count + 1 {
            if id == ancestor { return true }
            current = index[id].flatMap { views[$0].superview }
            steps += 1
        }
        return false
    }

    /// An attribute of view `position`; `contentEdges` measures its right and bottom edges by
    /// its content size (a scroll view seen from inside; its centres stay its frame's).
    func viewExpression(_ position: Int, _ attribute: String, contentEdges: Bool = false) -> LinearExpression? {
        let x = term(position, 0), y = term(position, 1)
        let width = contentEdges ? term(position, 4) : term(position, 2)
        let height = contentEdges ? term(position, 5) : term(position, 3)
        let margins = margins(of: position)
        switch attribute {
        case "left": return x
        case "right": return x + width
        case "top": return y
        case "bottom": return y + height
        case "width": return term(position, 2)
        case "height": return term(position, 3)
        // Centres are the frame's even from inside a scroll view: "constraints between the
        // height, width, or centers attach to the scroll view's frame" (Auto Layout Guide).
        case "centerX": return x + 0.5 * term(position, 2)
        case "centerY": return y + 0.5 * term(position, 3)
        case "leftMargin": return x + margins.left
        case "rightMargin": return x + width + -margins.right
        case "topMargin": return y + margins.top
        case "bottomMargin": return y + height + -margins.bottom
        case "centerXWithinMargins": return x + 0.5 * term(position, 2) + 0.5 * (margins.left - margins.right)
        case "centerYWithinMargins": return y + 0.5 * term(position, 3) + 0.5 * (margins.top - margins.bottom)
        case "firstBaseline": return baseline(of: position, first: true, depth: 0)
        case "lastBaseline": return baseline(of: position, first: false, depth: 0)
        default: return nil
        }
    }

    /// A view's first or last baseline: where its text sits (a single line centred in the
    /// view, as UILabel, UIButton, UITextField and a segmented control's titles draw it), a stack view's first or last
    /// arranged subview's, else its bottom edge (UIView's default).
    func baseline(of position: Int, first: Bool, depth: Int) -> LinearExpression {
        let view = views[position]
        let y = term(position, 1), height = term(position, 3)
        let sizing = environment.sizing
        switch view.content {
        case .text(_, let font, let lines) where lines != 1:
            let ascent = sizing.ascent(of: font)
            return first ? y + ascent : y + height + (ascent - sizing.lineHeight(of: font))
        case .text(_, let font, _), .button(_, let font), .textField(_, let font, _), .segments(_, let font):
            return y + 0.5 * height + (sizing.ascent(of: font) - 0.5 * sizing.lineHeight(of: font))
        default:
            let members = (arranged[view.id] ?? []).filter { !views[$0].isHidden }
            if depth < 16, let member = first ? members.first : members.last {
                return baseline(of: member, first: first, depth: depth + 1)
            }
            return y + height
        }
    }

    /// A view's layout margins as UIKit sets them: the file's; a root view's, the system
    /// minimum (16 points at the sides, 20 on canvases 414 points wide and more, and on 393 in
    /// iOS 26) inside the safe area; a table cell's content view's, the same at the sides (8
    /// beside an accessory) and 11 above and below (8 before iOS 11, 15 in iOS 26); otherwise
    /// 8 on each side.
    func margins(of position: Int) -> EdgeInsets {
        let view = views[position]
        let iOS26 = environment.sizing.controls == .iOS26
        let wide = environment.rootSize.width >= 414 || (iOS26 && environment.rootSize.width >= 393)
        let side = wide ? 20.0 : environment.usesSafeArea ? 16 : 15
        let safe = environment.safeAreaInsets
        if view.superview == nil {
            let margins = view.margins ?? EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            guard environment.usesSafeArea else { return margins }
            return EdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if let margins = view.margins { return margins }
        if view.role == .cellContent {
            let vertical = iOS26 ? 15.0 : environment.usesSafeArea ? 11 : 8
            // A content view narrower than its cell leaves room for an accessory: 8 beside it.
            let cellWidth = view.superview.flatMap { index[$0] }.flatMap { views[$0].storedFrame?.width }
            let beside = (view.storedFrame?.width).map { width in cellWidth.map { width < $0 - 0.5 } ?? false } == true
            return EdgeInsets(top: vertical, left: side, bottom: vertical, right: beside ? 8 : side)
        }
        return EdgeInsets(all: 8)
    }

    /// An attribute of a layout guide: the root view's safe area (the canvas inside the
    /// safe-area insets); another view's safe area (its frame); a scroll view's content or
    /// frame guide; the controller's top guide (the bars above) or bottom guide (below).
    func guideExpression(_ guide: ImportedLayoutGuide, _ attribute: String) -> LinearExpression? {
        let size = environment.rootSize, safe = environment.safeAreaInsets
        let owner = index[guide.owner] ?? 0
        let isRoot = views.indices.contains(owner) && views[owner].superview == nil
        switch guide.kind {
        case .safeArea where isRoot:
            return constantRect(
                Rect(x: safe.left, y: safe.top, width: size.width - safe.left - safe.right, height: size.height - safe.top - safe.bottom), attribute)
        case .safeArea, .frame:
            return viewExpression(owner, Self.plain(attribute))
        case .content:
            return viewExpression(owner, Self.plain(attribute), contentEdges: true).map { expression in
                switch Self.plain(attribute) {
                case "width": term(owner, 4)
                case "height": term(owner, 5)
                default: expression
                }
            }
        case .top:
            return constantRect(Rect(x: 0, y: 0, width: size.width, height: safe.top), attribute)
        case .bottom:
            return constantRect(Rect(x: 0, y: size.height - safe.bottom, width: size.width, height: safe.bottom), attribute)
        }
    }

    /// Guides have no margins: a margin attribute of a guide is its edge.
    static func plain(_ attribute: String) -> String {
        switch attribute {
        case "leftMargin": "left"
        case "rightMargin": "right"
        case "topMargin": "top"
        case "bottomMargin": "bottom"
        case "centerXWithinMargins": "centerX"
        case "centerYWithinMargins": "centerY"
        default: attribute
        }
    }

    /// An attribute of a fixed rectangle in the root view.
    func constantRect(_ rect: Rect, _ attribute: String) -> LinearExpression? {
        let value: Double? =
            switch Self.plain(attribute) {
            case "left": rect.minX
            case "right": rect.maxX
            case "top", "firstBaseline", "lastBaseline": attribute == "top" ? rect.minY : rect.maxY
            case "bottom": rect.maxY
            case "width": rect.width
            case "height": rect.height
            case "centerX": rect.minX + rect.width / 2
            case "centerY": rect.minY + rect.height / 2
            default: nil
            }
        return value.map { LinearExpression([], constant: $0) }
    }
}
