/// The role an element name plays in what a reader sees.
///
/// Any name not listed is inline: it contributes only the text inside it, as unknown elements
/// do in a browser.
enum HTMLElementKind: Hashable, Sendable {
    /// A block that only starts and ends a run of text: `<div>`, `<blockquote>`, `<dd>`...
    case block
    /// `<p>`, which the next block start closes.
    case paragraph
    /// `<h1>` to `<h6>`.
    case heading(level: Int)
    /// `<ul>`, `<ol>` (ordered), and the old `<menu>` and `<dir>`.
    case list(ordered: Bool)
    /// `<li>`.
    case listItem
    /// `<pre>` and `<listing>`.
    case preformatted
    /// `<table>`.
    case table
    /// `<tr>`.
    case tableRow
    /// `<td>` and `<th>`.
    case tableCell
    /// `<hr>`, which has no content.
    case horizontalRule
    /// `<br>`, which has no content.
    case lineBreak
    /// `<head>`, whose contents are never shown.
    case head
    /// Anything else: `<b>`, `<a>`, `<span>`, `<font>`, `<html>`, `<body>`, unknown names.
    case inline

    /// The kind of the element named `name` (lowercase).
    init(name: String) {
        switch name {
        case "p": self = .paragraph
        case "h1", "h2", "h3", "h4", "h5", "h6":
            self = .heading(level: Int(name.dropFirst()) ?? 1)
        case "ul", "menu", "dir": self = .list(ordered: false)
        case "ol": self = .list(ordered: true)
        case "li": self = .listItem
        case "pre", "listing": self = .preformatted
        case "table": self = .table
        case "tr": self = .tableRow
        case "td", "th": self = .tableCell
        case "hr": self = .horizontalRule
        case "br": self = .lineBreak
        case "head": self = .head
        default: self = Self.blockNames.contains(name) ? .block : .inline
        }
    }

    /// Whether the element is part of a table's grid rather than content inside a cell.
    var isTableStructure: Bool {
        switch self {
        case .table, .tableRow, .tableCell: return true
        default: return false
        }
    }

    /// Elements a browser lays out as blocks and that carry no other meaning here.
    private static let blockNames: Set<String> = [
        "address", "article", "aside", "blockquote", "caption", "center", "dd", "details",
        "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
        "header", "hgroup", "legend", "main", "nav", "section", "summary",
    ]

    /// Elements that may appear in `<head>`; any other start tag ends the head.
    static let headContentNames: Set<String> = [
        "base", "link", "meta", "noscript", "script", "style", "template", "title",
    ]
}
