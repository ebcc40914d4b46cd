/// What the text directly inside an open element becomes when its block ends.
enum TextRole: Hashable, Sendable {
    /// A `.paragraph`.
    case paragraph
    /// A `.heading` of this level.
    case heading(level: Int)
    /// A `.listItem` of the `<li>` at this index of the stack.
    case listItem(at: Int)
    /// A `.preformatted` block; white space is kept.
    case preformatted
    /// A cell of the table row being read; blocks inside cells share the row's line.
    case tableRow
    /// Nothing: the contents of `<head>`.
    case hidden
}

/// Where an open element sits: its text role and the nearest enclosing elements that tags
/// close up to. Each element computes its scope from its parent's when opened, so every
/// question about ancestors is answered in O(1), however deep the nesting.
struct ElementScope: Hashable, Sendable {
    /// What text directly inside becomes.
    var role: TextRole = .paragraph
    /// Stack indices of the nearest open element of each kind, `-1` when there is none.
    var list = -1, item = -1, table = -1, row = -1, cell = -1, paragraph = -1, heading = -1, head = -1
    /// How many lists enclose this element (itself included).
    var listDepth = 0
}

/// An element that has been opened and not yet closed.
struct OpenElement: Hashable, Sendable {
    /// The lowercase tag name.
    let name: String
    /// What the name means.
    let kind: HTMLElementKind
    /// The element's place among its ancestors.
    let scope: ElementScope
    /// For an ordered list: the number its next item gets.
    var nextNumber = 1
    /// For a list item: its marker, until a block of it has been shown; then `.continuation`.
    var marker: ListMarker = .bullet
}

/// The open block-level elements, innermost last, as an explicit stack so that nesting depth
/// never costs call-stack depth.
///
/// Inline elements are not kept: they change nothing a reader sees but text.
struct OpenElementStack {
    private var elements: [OpenElement] = []
    private var indicesByName: [String: [Int]] = [:]

    /// The scope of the innermost open element, or of the document when none is open.
    var scope: ElementScope { elements.last?.scope ?? ElementScope() }

    /// Whether no element is open.
    var isEmpty: Bool { elements.isEmpty }

    /// The index of the innermost open element, if any.
    var innermostIndex: Int? { elements.isEmpty ? nil : elements.count - 1 }

    /// The element at `index`.
    subscript(index: Int) -> OpenElement { elements[index] }

    /// The scope `index`'s element was opened in: its parent's.
    func scope(enclosing index: Int) -> ElementScope {
        index > 0 ? elements[index - 1].scope : ElementScope()
    }

    /// The index of the innermost open element named `name`, if any.
    func nearest(named name: String) -> Int? {
        indicesByName[name]?.last
    }

    /// Opens an element named `name` of `kind` inside the current innermost one.
    mutating func push(name: String, kind: HTMLElementKind) {
        let index = elements.count
        let parent = scope
        var element = OpenElement(name: name, kind: kind, scope: Self.scope(of: kind, at: index, in: parent))
        if kind == .listItem { element.marker = takeMarker(forItemIn: parent.list) }
        elements.append(element)
        indicesByName[name, default: []].append(index)
    }

    /// Closes the element at `index` and every element inside it.
    ///
    /// - Complexity: O(number of elements closed).
    mutating func pop(through index: Int) {
        guard index >= 0 else { return }
        while elements.count > index, let element = elements.popLast() {
            indicesByName[element.name]?.removeLast()
        }
    }

    /// The marker and depth of the next block shown by the item at `index`: its own marker
    /// the first time, `.continuation` afterwards; depth 0 in an outermost list.
    mutating func nextBlockMarker(ofItemAt index: Int) -> (marker: ListMarker, depth: Int) {
        guard elements.indices.contains(index) else { return (.bullet, 0) }
        let marker = elements[index].marker
        elements[index].marker = .continuation
        return (marker, max(0, elements[index].scope.listDepth - 1))
    }

    private mutating func takeMarker(forItemIn listIndex: Int) -> ListMarker {
        guard elements.indices.contains(listIndex), elements[listIndex].kind == .list(ordered: true) else {
            return .bullet
        }
        let number = elements[listIndex].nextNumber
        elements[listIndex].nextNumber = number &+ 1
        return .number(number)
    }

    private static func scope(of kind: HTMLElementKind, at index: Int, in parent: ElementScope) -> ElementScope {
        var scope = parent
        scope.role = role(of: kind, at: index, in: parent.role)
        switch kind {
        case .list:
            scope.list = index
            scope.listDepth += 1
        case .listItem: scope.item = index
        case .table: scope.table = index
        case .tableRow: scope.row = index
        case .tableCell: scope.cell = index
        case .paragraph: scope.paragraph = index
        case .heading: scope.heading = index
        case .head: scope.head = index
        case .block, .preformatted, .horizontalRule, .lineBreak, .inline: break
        }
        return scope
    }

    private static func role(of kind: HTMLElementKind, at index: Int, in parentRole: TextRole) -> TextRole {
        if parentRole == .hidden { return .hidden }
        if parentRole == .tableRow, !kind.isTableStructure { return .tableRow }
        switch kind {
        case .head: return .hidden
        case .heading(let level): return .heading(level: level)
        case .listItem: return .listItem(at: index)
        case .preformatted: return .preformatted
        case .tableRow, .tableCell: return .tableRow
        case .table: return parentRole == .tableRow ? .paragraph : parentRole
        case .block, .paragraph, .list, .horizontalRule, .lineBreak, .inline: return parentRole
        }
    }
}
