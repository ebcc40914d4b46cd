/// Lays out an ``HTMLFlow`` top to bottom: the boxes that open and close, the margins between
/// them, and the lines of their text. The engine behind ``WebPageLayout``.
///
/// Margins collapse the CSS way, for a user-agent stylesheet that gives no box a border or
/// vertical padding: every margin between two pieces of content adjoins every other, so the
/// space between them is the largest (all margins here are positive). A margin of an empty box
/// collapses through it. At the top of the body, quirky margins (``UserAgentStyle``) are
/// dropped, as WebKit does in quirks mode; the body's own 8 points stay.
///
/// - Complexity: O(1) per open or close, O(m) per text of m characters.
struct BlockFlow {
    /// An open box.
    private struct Box {
        var name: String
        var style: UserAgentStyle
        /// The left edge of the box's content, in page coordinates.
        var contentLeft: Double
        /// The width of the box's content; may be negative when deeply nested.
        var contentWidth: Double
        /// How many list elements enclose the box, itself included.
        var lists: Int
        /// ``lists`` of the innermost list item around the box (itself included), 0 outside
        /// items: its marker's kind depends on it.
        var itemLists: Int
    }

    /// What ``finish()`` returns.
    struct Page {
        var lines: [WebPageLayout.Line]
        var height: Double
    }

    private var boxes: [Box]
    private var lines: [WebPageLayout.Line] = []
    /// The top of the next content, before the pending margin.
    private var y = 0.0
    /// The largest margin met since the last content: the space before the next.
    private var pendingMargin = 0.0
    /// Whether no content has been placed yet (quirky margins are dropped there).
    private var isAtBodyStart = true

    /// A page in a viewport `viewportWidth` wide, its body text in `bodyFont`.
    init(bodyFont: Font, viewportWidth: Double) {
        let margin = UserAgentStyle.bodyMargin
        let width = viewportWidth.isFinite ? viewportWidth : 0
        let body = UserAgentStyle(marginTop: margin, marginBottom: margin, font: bodyFont)
        boxes = [Box(name: "body", style: body, contentLeft: margin, contentWidth: width - 2 * margin, lists: 0, itemLists: 0)]
        addMargin(margin, isQuirky: false)
    }

    /// Reads one item of the flow.
    mutating func consume(_ item: HTMLFlow.Item) {
        switch item {
        case .open(let name): open(name)
        case .close: close()
        case .text(let text, let marker): place(text, marker: marker)
        case .rule: placeRule()
        }
    }

    /// The lines and the page height, after the body's bottom margin.
    mutating func finish() -> Page {
        while boxes.count > 1 { close() }
        addMargin(UserAgentStyle.bodyMargin, isQuirky: false)
        return Page(lines: lines, height: y + pendingMargin)
    }

    // MARK: Boxes and margins

    private mutating func open(_ name: String) {
        let parent = boxes[boxes.count - 1]
        let style = UserAgentStyle.of(name, parentFont: parent.style.font, isInsideList: parent.lists > 0)
        addMargin(style.marginTop, isQuirky: style.hasQuirkyMargins)
        let lists = parent.lists + (UserAgentStyle.isList(name) ? 1 : 0)
        var box = Box(
            name: name, style: style,
            contentLeft: parent.contentLeft + style.indentLeft,
            contentWidth: parent.contentWidth - style.indentLeft - style.indentRight,
            lists: lists, itemLists: name == "li" ? lists : parent.itemLists
        )
        if parent.style.keepsWhiteSpace { box.style.keepsWhiteSpace = true }
        boxes.append(box)
    }

    private mutating func close() {
        guard boxes.count > 1, let box = boxes.popLast() else { return }
        addMargin(box.style.marginBottom, isQuirky: box.style.hasQuirkyMargins)
    }

    private mutating func addMargin(_ margin: Double, isQuirky: Bool) {
        if isQuirky && isAtBodyStart { return }
        pendingMargin = max(pendingMargin, margin)
    }

    /// Moves past the pending margin: content is placed at the returned top.
    private mutating func startContent() -> Double {
        y += pendingMargin
        pendingMargin = 0
        isAtBodyStart = false
        return y
    }

    // MARK: Content

    private mutating func placeRule() {
        let font = boxes[boxes.count - 1].style.font
        addMargin(font.size / 2, isQuirky: false)
        let box = boxes[boxes.count - 1]
        let top = startContent()
        lines.append(
            WebPageLayout.Line(
                y: top, height: UserAgentStyle.ruleHeight, x: box.contentLeft, width: max(0, box.contentWidth), text: "----", font: box.style.font,
                runs: [], baselineOffset: 0, isRule: true))
        y += UserAgentStyle.ruleHeight
        addMargin(font.size / 2, isQuirky: false)
    }

    private mutating func place(_ text: StyledText, marker: ListMarker?) {
        let box = boxes[boxes.count - 1]
        let font = box.style.font
        let metrics = FontMetrics(font).cssLineMetrics
        var top = startContent()
        var markerText = marker.flatMap { UserAgentStyle.markerText($0, enclosingLists: max(0, box.itemLists - 1)) }
        let paragraphs = StyledParagraphs(text, font: font)
        for paragraph in paragraphs.paragraphs {
            for line in paragraph.lines(width: box.contentWidth, wraps: !box.style.keepsWhiteSpace) {
                lines.append(
                    WebPageLayout.Line(
                        y: top, height: metrics.lineHeight, x: box.contentLeft, width: line.width, text: line.text, font: font,
                        marker: markerText, runs: line.runs, baselineOffset: metrics.baselineOffset))
                markerText = nil
                top += metrics.lineHeight
            }
        }
        y = top
    }
}
