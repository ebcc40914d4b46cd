/// Prints the scrolling text of text views and web views: the lines inside the visible area,
/// and how many lie above and below it.
enum TextBlockPrinter {
    static func printTextView(_ textView: TextView, element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        let inset = textView.textInset
        let layout = TextLayout(
            text: textView.text,
            font: textView.font,
            width: max(1, element.frame.width - 2 * inset),
            maximumHeight: nil,
            numberOfLines: 0,
            lineBreakMode: .wordWrap
        )
        let contentHeight = Double(layout.lines.count) * layout.lineHeight + 2 * inset
        let lines = layout.lineTexts.enumerated().map { index, text in
            WebPageLayout.Line(y: inset + Double(index) * layout.lineHeight, height: layout.lineHeight, x: inset, text: text)
        }
        let scrolls = contentHeight > element.frame.height
        out.add(depth, [
            "textview " + element.name, PointFormat.string(element.frame), textView.font.description, textView.textColor.hex,
            textView.isEditable ? "editable" : "read-only", "inset " + PointFormat.string(inset),
            "content height " + PointFormat.string(contentHeight), "offset " + PointFormat.string(textView.contentOffsetY),
            scrolls ? "scrolls" : "",
        ])
        printLines(lines, element: element, offsetY: textView.contentOffsetY, depth: depth + 1, context: context, into: &out)
    }

    static func printWebView(_ webView: WebView, element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        let page = WebPageLayout(html: webView.html, font: webView.font, width: element.frame.width)
        out.add(depth, [
            "webview " + element.name, PointFormat.string(element.frame), webView.font.description,
            "page height " + PointFormat.string(page.contentHeight), "offset " + PointFormat.string(webView.contentOffsetY),
        ])
        printLines(page.lines, element: element, offsetY: webView.contentOffsetY, depth: depth + 1, context: context, into: &out)
    }

    /// Prints the lines that show inside the element's bounds and the visible screen area.
    private static func printLines(
        _ lines: [WebPageLayout.Line], element: Element, offsetY: Double, depth: Int,
        context: ElementContext, into out: inout SnapshotLines
    ) {
        let inner = context.entering(element.frame, offset: Point(x: 0, y: offsetY), clips: true)
        var above = 0, below = 0
        var shown: [String] = []
        for line in lines {
            let screenTop = inner.origin.y + line.y
            if screenTop + line.height <= inner.visible.minY {
                above += 1
            } else if screenTop >= inner.visible.maxY {
                below += 1
            } else {
                shown.append("| " + TextQuote.quoted(line.text))
            }
        }
        if above > 0 { out.add(depth, "(\(above) line\(above == 1 ? "" : "s") above, out of view)") }
        for line in shown { out.add(depth, line) }
        if below > 0 { out.add(depth, "(\(below) line\(below == 1 ? "" : "s") below, out of view)") }
    }
}
