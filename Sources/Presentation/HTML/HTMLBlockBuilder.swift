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
/// - Complexity: O(1) amortized per tag, O(m) per text of length m.
struct HTMLBlockBuilder {
    private var stack = OpenElementStack()
    private var inline = InlineText()
    private var rowCells: [String] = []
    private var blocks: [HTMLBlock] = []

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
        stack.pop(through: 0)
        return blocks
    }

    private mutating func appendText(_ text: String) {
        switch stack.scope.role {
        case .hidden: return
        case .preformatted: inline.appendPreservingSpaces(text)
        case .paragraph, .heading, .listItem, .tableRow: inline.appendCollapsing(text)
        }
    }

    // MARK: Start tags

    private mutating func open(_ name: String) {
        let kind = HTMLElementKind(name: name)
        if stack.scope.head >= 0, !HTMLElementKind.headContentNames.contains(name), kind != .head {
            endBlock()
            stack.pop(through: stack.scope.head)
        }
        if stack.scope.role == .tableRow, !kind.isTableStructure, kind != .inline {
            openInsideCell(name, kind: kind)
            return
        }
        switch kind {
        case .inline: return
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
                stack.pop(through: innermost)
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
            stack.push(name: name, kind: kind)
        }
    }

    private mutating func openBlock(_ name: String, kind: HTMLElementKind) {
        endBlock()
        closeOpenParagraph()
        stack.push(name: name, kind: kind)
        if kind == .preformatted { inline.dropLeadingNewline() }
    }

    private mutating func openHorizontalRule() {
        endBlock()
        closeOpenParagraph()
        if stack.scope.role != .hidden { blocks.append(.horizontalRule) }
    }

    /// `<head>` counts only before anything else; later a browser ignores it.
    private mutating func openHead() {
        guard stack.isEmpty, blocks.isEmpty, inline.isEmpty else { return }
        stack.push(name: "head", kind: .head)
    }

    private mutating func openRow() {
        endBlock()
        let scope = stack.scope
        if scope.row > scope.table { stack.pop(through: scope.row) }
        stack.push(name: "tr", kind: .tableRow)
    }

    private mutating func openCell() {
        let scope = stack.scope
        if scope.row > scope.table {
            finishCell()
            if scope.cell > scope.row { stack.pop(through: scope.cell) }
        } else {
            endBlock()
            stack.push(name: "tr", kind: .tableRow)
        }
        stack.push(name: "td", kind: .tableCell)
    }

    private mutating func closeOpenItem() {
        let scope = stack.scope
        if scope.item > max(scope.list, scope.table) { stack.pop(through: scope.item) }
    }

    private mutating func closeOpenParagraph() {
        let scope = stack.scope
        if scope.paragraph > max(scope.table, scope.cell) { stack.pop(through: scope.paragraph) }
    }

    // MARK: End tags

    private mutating func close(_ name: String) {
        let kind = HTMLElementKind(name: name)
        let scope = stack.scope
        switch kind {
        case .inline, .horizontalRule: return
        case .lineBreak:
            if scope.role == .tableRow { inline.appendSpace() } else { inline.appendLineBreak() }
        case .listItem: if scope.item > max(scope.list, scope.table) { close(elementAt: scope.item) }
        case .tableCell:
            guard scope.cell > scope.table else { return }
            finishCell()
            stack.pop(through: scope.cell)
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
        stack.pop(through: index)
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
            if !rowCells.isEmpty { blocks.append(.paragraph(rowCells.joined(separator: HTMLBlock.tableCellSeparator))) }
            rowCells = []
            return
        }
        if inline.isEmpty { return }
        let text = inline.take()
        guard !Self.isBlank(text) else { return }
        switch role {
        case .hidden, .tableRow: return
        case .paragraph: blocks.append(.paragraph(text))
        case .heading(let level): blocks.append(.heading(level: level, text))
        case .preformatted: blocks.append(.preformatted(text))
        case .listItem(let index):
            let item = stack.nextBlockMarker(ofItemAt: index)
            blocks.append(.listItem(marker: item.marker, depth: item.depth, text))
        }
    }

    /// Whether `text` shows nothing: empty, or only spaces and line breaks of any kind.
    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
