/// The lines of a text view or a web view, laid out in the view's content coordinates, and
/// which of them show inside the view at its scroll offset.
///
/// Shared by every renderer, so the text, the wireframe and the SVG show the same lines.
struct ScrollingTextLines {
    /// Which lines show, and how many are scrolled out of view.
    struct Visibility {
        /// The view's content coordinates on screen, clipped to the view.
        var context: ElementContext
        /// The number of lines entirely above the visible area.
        var above: Int
        /// The lines that show, top to bottom.
        var shown: [WebPageLayout.Line]
        /// The number of lines entirely below the visible area.
        var below: Int
    }

    /// Every line, top to bottom.
    let lines: [WebPageLayout.Line]
    /// The height of the scrollable content.
    let contentHeight: Double
    /// Whether the text is longer than ``TextLayout/characterLimit`` characters and only its
    /// start was laid out (the content height is that start's).
    var isCut = false

    /// The lines of a text view `width` points wide: its text wrapped inside the text inset.
    /// - Complexity: O(n) in the length of the text.
    init(textView: TextView, width: Double) {
        let inset = textView.textInset
        let layout = TextLayout(
            text: textView.text,
            font: textView.font,
            width: max(1, width - 2 * inset),
            maximumHeight: nil,
            numberOfLines: 0,
            lineBreakMode: .wordWrap
        )
        lines = layout.lineTexts.enumerated().map { index, text in
            WebPageLayout.Line(y: inset + Double(index) * layout.lineHeight, height: layout.lineHeight, x: inset, text: text, font: textView.font)
        }
        contentHeight = Double(layout.lines.count) * layout.lineHeight + 2 * inset
        isCut = layout.isCut
    }

    /// The lines of a web view's page `width` points wide.
    /// - Complexity: O(n) in the length of the HTML.
    init(webView: WebView, width: Double) {
        let page = WebPageLayout(html: webView.html, font: webView.font, width: width)
        lines = page.lines
        contentHeight = page.contentHeight
    }

    /// The lines that show inside a view at `frame` (parent coordinates) scrolled down by
    /// `offsetY`, under `context`.
    /// - Complexity: O(lines).
    func visibility(frame: Rect, offsetY: Double, context: ElementContext) -> Visibility {
        let inner = context.entering(frame, offset: Point(x: 0, y: offsetY), clips: true)
        var result = Visibility(context: inner, above: 0, shown: [], below: 0)
        for line in lines {
            let screenTop = inner.origin.y + line.y
            if screenTop + line.height <= inner.visible.minY {
                result.above += 1
            } else if screenTop >= inner.visible.maxY {
                result.below += 1
            } else {
                result.shown.append(line)
            }
        }
        return result
    }
}
