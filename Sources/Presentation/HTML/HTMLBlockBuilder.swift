/// Turns tokens into the blocks a reader sees, the way a browser's tree builder would place
/// them, without building a tree.
///
/// Block tags end the block being read and start another; inline tags are read past. Like a
/// browser it closes what authors leave open: a `<li>` closes the open item of its list, a
/// `<tr>` the open row, a `<td>` the open cell, a block start an open `<p>`, a heading start
/// an open heading, and the end of the input everything. End tags with nothing to close are
/// ignored, except `</p>` (a block break) and `</br>` (a line break), as in a browser; so are
/// end tags (other than `</table>`) of elements outside the table being read.
///
/// Table rows become one `.paragraph` each, their non-empty cells joined by
/// `HTMLBlock.tableCellSeparator`, on one line: blocks and `<br>` inside a cell only add a
/// space.
///
/// Alongside the blocks it records the ``HTMLFlow`` a layout reads: each block element that
/// is a box (outside table rows and `<head>`) opening and closing, each block's text with its
/// inline styles, and each `<hr>`. Inline bold and italic are counted by nesting (`<b>` in
/// `<b>` stays bold until both close), not by the adoption agency algorithm; an end tag
/// without its start tag is ignored.
///
/// - Complexity: O(1) amortized per tag, O(m) per text of length m.
struct HTMLBlockBuilder {
    private var stack = OpenElementStack()
    private var inline = InlineText()
    private var rowCells: [String] = []
    private var blocks: [HTMLBlock] = []
    private var boldDepth = 0
    private var italicDepth = 0
    /// The flow read so far; complete after ``finish()``.
    private(set) var flow: [HTMLFlow.Item] = []

    /// Reads one token.
    mutating func consume(_ token: HTMLToken) {
        switch token {
        case .text(let text): appendText(text)
        case .startTag(let name): open(name)
        case .endTag(let name): close(name)
        }
    }

    /// Ends the input: closes everything still open and returns every block read.
    mutating func finish() -> [HTMLBlock] {
        endBlock()
        pop(through: 0)
        return blocks
    }

    /// The inline style of text read now.
    private var style: InlineStyle {
        InlineStyle(isBold: boldDepth > 0, isItalic: italicDepth > 0)
    }

    private mutating func appendText(_ text: String) {
        switch stack.scope.role {
        case .hidden: return
        case .preformatted: inline.appendPreservingSpaces(text, style: style)
        case .paragraph, .heading, .listItem, .tableRow: inline.appendCollapsing(text, style: style)
        }
    }

    // MARK: Start tags

    private mutating func open(_ name: String) {
        let kind = HTMLElementKind(name: name)
        if stack.scope.head >= 0, !HTMLElementKind.headContentNames.contains(name), kind != .head {
            endBlock()
            pop(through: stack.scope.head)
        }
        if kind == .inline {
            changeStyle(opening: name, by: 1)
            return
        }
        if stack.scope.role == .tableRow, !kind.isTableStructure, kind != .inline {
            openInsideCell(name, kind: kind)
            return
        }
        switch kind {
        case .inline: return  // handled above
        case .lineBreak: inline.appendLineBreak()
        case .horizontalRule: openHorizontalRule()
        case .head: openHead()
        case .tableCell: openCell()
        case .tableRow: openRow()
        case .table: openBlock(name, kind: kind)
        case .listItem:
            endBlock()
            closeOpenItem()
            openBlock(name, kind: kind)
        case .heading:
            endBlock()
            if let innermost = stack.innermostIndex, case .heading = stack[innermost].kind {
                pop(through: innermost)
            }
            openBlock(name, kind: kind)
        case .block, .paragraph, .list, .preformatted: openBlock(name, kind: kind)
        }
    }

    /// A block or line break inside a table cell shares the row's line: it only separates
    /// words.
    private mutating func openInsideCell(_ name: String, kind: HTMLElementKind) {
        switch kind {
        case .lineBreak, .horizontalRule: inline.appendSpace()
        default:
            inline.appendSpace()
            if kind == .listItem { closeOpenItem() }
            push(name: name, kind: kind)
        }
    }

    private mutating func openBlock(_ name: String, kind: HTMLElementKind) {
        endBlock()
        closeOpenParagraph()
        push(name: name, kind: kind)
        if kind == .preformatted { inline.dropLeadingNewline() }
    }

    private mutating func openHorizontalRule() {
        endBlock()
        closeOpenParagraph()
        if stack.scope.role != .hidden {
            blocks.append(.horizontalRule)
            flow.append(.rule)
        }
    }

    /// `<head>` counts only before anything else; later a browser ignores it.
    private mutating func openHead() {
        guard stack.isEmpty, blocks.isEmpty, inline.isEmpty else { return }
        push(name: "head", kind: .head)
    }

    private mutating func openRow() {
        endBlock()
        let scope = stack.scope
        if scope.row > scope.table { pop(through: scope.row) }
        push(name: "tr", kind: .tableRow)
    }

    private mutating func openCell() {
        let scope = stack.scope
        if scope.row > scope.table {
            finishCell()
            if scope.cell > scope.row { pop(through: scope.cell) }
        } else {
            endBlock()
            push(name: "tr", kind: .tableRow)
        }
        push(name: "td", kind: .tableCell)
    }

    private mutating func closeOpenItem() {
        let scope = stack.scope
        if scope.item > max(scope.list, scope.table) { pop(through: scope.item) }
    }

    private mutating func closeOpenParagraph() {
        let scope = stack.scope
        if scope.paragraph > max(scope.table, scope.cell) { pop(through: scope.paragraph) }
    }

    // MARK: End tags

    private mutating func close(_ name: String) {
        let kind = HTMLElementKind(name: name)
        let scope = stack.scope
        switch kind {
        case .inline: changeStyle(opening: name, by: -1)
        case .horizontalRule: return
        case .lineBreak:
            if scope.role == .tableRow { inline.appendSpace() } else { inline.appendLineBreak() }
        case .listItem: if scope.item > max(scope.list, scope.table) { close(elementAt: scope.item) }
        case .tableCell:
            guard scope.cell > scope.table else { return }
            finishCell()
            pop(through: scope.cell)
        case .tableRow: if scope.row > scope.table { close(elementAt: scope.row) }
        case .heading: if isInScope(scope.heading) { close(elementAt: scope.heading) }
        case .paragraph:
            if let index = stack.nearest(named: name), isInScope(index) { close(elementAt: index) } else { endBlock() }
        case .table:
            if scope.table >= 0 { close(elementAt: scope.table) }
        case .block, .list, .preformatted, .head:
            if let index = stack.nearest(named: name), isInScope(index) { close(elementAt: index) }
        }
    }

    /// Whether an end tag may close the element at `index`: as in a browser, it must not lie
    /// outside the table (or cell) being read.
    private func isInScope(_ index: Int) -> Bool {
        let scope = stack.scope
        return index >= 0 && index > max(scope.table, scope.cell)
    }

    /// Closes the element at `index` and everything inside it, ending the block being read
    /// unless the element was only a block inside a table cell.
    private mutating func close(elementAt index: Int) {
        let element = stack[index]
        let isInsideCell = element.scope.role == .tableRow && !element.kind.isTableStructure
        if isInsideCell, stack.scope.role == .tableRow {
            inline.appendSpace()
        } else {
            endBlock()
        }
        pop(through: index)
    }

    // MARK: Boxes and styles

    /// Opens an element, recording it in the flow when it is a box.
    private mutating func push(name: String, kind: HTMLElementKind) {
        stack.push(name: name, kind: kind)
        if let index = stack.innermostIndex, Self.isBox(stack[index]) { flow.append(.open(name)) }
    }

    /// Closes the element at `index` and everything inside it, recording each box that closes.
    ///
    /// - Complexity: O(number of elements closed).
    private mutating func pop(through index: Int) {
        guard index >= 0, var current = stack.innermostIndex else { return }
        while current >= index {
            if Self.isBox(stack[current]) { flow.append(.close) }
            current -= 1
        }
        stack.pop(through: index)
    }

    /// Whether a browser lays `element` out as a block box of the page: a block element that
    /// is neither inside a table row nor in `<head>`, nor part of a table's grid.
    private static func isBox(_ element: OpenElement) -> Bool {
        switch element.scope.role {
        case .hidden, .tableRow: return false
        case .paragraph, .heading, .listItem, .preformatted: break
        }
        switch element.kind {
        case .block, .paragraph, .heading, .list, .listItem, .preformatted: return true
        case .table, .tableRow, .tableCell, .horizontalRule, .lineBreak, .head, .inline: return false
        }
    }

    /// Counts an inline element that makes text bold or italic in or out (`by` +1 or -1).
    private mutating func changeStyle(opening name: String, by step: Int) {
        switch name {
        case "b", "strong": boldDepth = max(0, boldDepth + step)
        case "i", "em", "cite", "var", "dfn": italicDepth = max(0, italicDepth + step)
        default: break
        }
    }

    // MARK: Blocks

    /// Moves the text of the cell being read into the row.
    private mutating func finishCell() {
        let cell = inline.take()
        if !Self.isBlank(cell) { rowCells.append(cell) }
    }

    /// Ends the block being read, adding it to `blocks` unless it shows nothing.
    private mutating func endBlock() {
        let role = stack.scope.role
        if role == .tableRow {
            finishCell()
            if !rowCells.isEmpty {
                let row = rowCells.joined(separator: HTMLBlock.tableCellSeparator)
                blocks.append(.paragraph(row))
                flow.append(.text(StyledText(row), marker: nil))
            }
            rowCells = []
            return
        }
        if inline.isEmpty { return }
        let styled = inline.takeStyled()
        let text = styled.text
        guard !Self.isBlank(text) else { return }
        var marker: ListMarker?
        switch role {
        case .hidden, .tableRow: return
        case .paragraph: blocks.append(.paragraph(text))
        case .heading(let level): blocks.append(.heading(level: level, text))
        case .preformatted: blocks.append(.preformatted(text))
        case .listItem(let index):
            let item = stack.nextBlockMarker(ofItemAt: index)
            blocks.append(.listItem(marker: item.marker, depth: item.depth, text))
            if item.marker != .continuation { marker = item.marker }
        }
        flow.append(.text(styled, marker: marker))
    }

    /// Whether `text` shows nothing: empty, or only spaces and line breaks of any kind.
    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
