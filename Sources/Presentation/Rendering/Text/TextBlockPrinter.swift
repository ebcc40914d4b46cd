/// Prints the scrolling text of text views and web views: the lines inside the visible area,
/// and how many lie above and below it.
enum TextBlockPrinter {
    static func printTextView(
        _ textView: TextView, element: Element, depth: Int, context: ElementContext, extras: [SnapshotField] = [], into out: inout SnapshotLines
    ) {
        let text = ScrollingTextLines(textView: textView, width: element.frame.width)
        let scrolls = text.contentHeight > element.frame.height
        out.add(
            depth,
            [
                .head("textview " + element.name), .frame(of: element), .font(textView.font), .color(textView.textColor),
                .state(textView.isEditable ? "editable" : "read-only"), .state("focused", if: textView.isFocused),
                .detail("inset " + PointFormat.string(textView.textInset)),
                .detail("content height " + PointFormat.string(text.contentHeight)), .detail("offset " + PointFormat.string(textView.contentOffsetY)),
                .detail(scrolls ? "scrolls" : ""),
                .detail(
                    text.isCut
                        ? "laid out to its first \(Counted.number(TextLayout.characterLimit)) characters of \(Counted.number(textView.text.utf8.count)) bytes"
                        : ""),
            ] + extras)
        printLines(text, element: element, offsetY: textView.contentOffsetY, depth: depth + 1, context: context, into: &out)
    }

    static func printWebView(
        _ webView: WebView, element: Element, depth: Int, context: ElementContext, extras: [SnapshotField] = [], into out: inout SnapshotLines
    ) {
        let page = ScrollingTextLines(webView: webView, width: element.frame.width)
        out.add(
            depth,
            [
                .head("webview " + element.name), .frame(of: element), .font(webView.font),
                .detail("page height " + PointFormat.string(page.contentHeight)), .detail("offset " + PointFormat.string(webView.contentOffsetY)),
            ] + extras)
        printLines(page, element: element, offsetY: webView.contentOffsetY, depth: depth + 1, context: context, into: &out)
    }

    /// Prints the lines that show inside the element's bounds and the visible screen area.
    private static func printLines(
        _ text: ScrollingTextLines, element: Element, offsetY: Double, depth: Int,
        context: ElementContext, into out: inout SnapshotLines
    ) {
        let visibility = text.visibility(frame: element.frame, offsetY: offsetY, context: context)
        let above = visibility.above, below = visibility.below
        if above > 0 { out.note(depth, "(\(above) line\(above == 1 ? "" : "s") above, out of view)") }
        for line in visibility.shown { out.add(depth, [.textLine(line.displayText)]) }
        if below > 0 { out.note(depth, "(\(below) line\(below == 1 ? "" : "s") below, out of view)") }
    }
}
