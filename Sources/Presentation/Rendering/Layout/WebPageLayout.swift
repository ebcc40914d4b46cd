/// Lays out the text a web view shows: each HTML block as wrapped lines, with the page's
/// margins, paragraph spacing and list indentation of a default-styled page.
///
/// Approximations (documented in `Docs/SnapshotFormat.md`): the body margin is 8 points; a
/// paragraph or heading is followed by a gap of one line height; list items are indented 40
/// points per level with the marker ("•" or "1.") drawn in the indent; text is measured with
/// Helvetica metrics at the web view's font size (UIWebView's default serif face has no metrics
/// in this package).
public struct WebPageLayout: Sendable, Equatable {
    /// One line of the page.
    public struct Line: Sendable, Equatable {
        /// The line's top, in the page's coordinates.
        public var y: Double
        /// The line's height.
        public var height: Double
        /// The left edge of the text.
        public var x: Double
        /// What the line shows.
        public var text: String
        /// The font the line is drawn in (bold and larger for a heading).
        public var font: Font
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The page's height: the last line's bottom plus the bottom margin.
    public let contentHeight: Double

    /// The page margin on every side.
    public static let margin: Double = 8
    /// The indentation of one list level.
    public static let listIndent: Double = 40

    /// Lays out `html` at `width` in `font`.
    /// - Complexity: O(n) in the length of the HTML.
    public init(html: String, font: Font, width: Double) {
        var lines: [Line] = []
        var y = WebPageLayout.margin
        var previousWasParagraph = false
        for block in HTMLDocument.parse(html) {
            var blockFont = font
            var text = ""
            var indent = 0.0
            var marker = ""
            var isList = false
            switch block {
            case .paragraph(let content), .preformatted(let content):
                text = content
            case .heading(let level, let content):
                blockFont = Font(family: font.family, weight: .bold, size: WebPageLayout.headingSize(level: level, body: font.size))
                text = content
            case .listItem(let listMarker, let depth, let content):
                text = content
                isList = true
                indent = WebPageLayout.listIndent * Double(max(0, depth) + 1)
                if listMarker != .continuation { marker = listMarker.prefix }
            case .horizontalRule:
                text = "----"
            }
            if previousWasParagraph || (!isList && !lines.isEmpty) {
                y += FontMetrics.lineHeight(for: font)
            }
            let x = WebPageLayout.margin + indent
            let layout = TextLayout(
                text: text,
                font: blockFont,
                width: max(1, width - x - WebPageLayout.margin),
                maximumHeight: nil,
                numberOfLines: 0,
                lineBreakMode: .wordWrap
            )
            for (index, lineText) in layout.lineTexts.enumerated() {
                let shown = index == 0 ? marker + lineText : lineText
                lines.append(Line(y: y, height: layout.lineHeight, x: x, text: shown, font: blockFont))
                y += layout.lineHeight
            }
            previousWasParagraph = !isList
        }
        self.lines = lines
        self.contentHeight = y + WebPageLayout.margin
    }

    static func headingSize(level: Int, body: Double) -> Double {
        switch level {
        case 1: return body * 2
        case 2: return body * 1.5
        case 3: return body * 1.17
        default: return body
        }
    }
}
