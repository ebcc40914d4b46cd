/// A web page laid out as a `UIWebView` lays out HTML that has no stylesheet: the lines of
/// every block, where each one lies, and the page's height.
///
/// The rules are WebKit's, each documented in `Docs/WebViewLayout.md` and checked against a
/// real browser engine by `Scripts/compare-webview-chromium.py`:
/// - the user-agent stylesheet's boxes (`UserAgentStyle`): body margin 8, paragraphs and
///   lists 1em above and below, list items indented 40 with a disc, circle, square or number
///   marker outside the text, headings larger and bold, `pre` in Courier 13;
/// - vertical margins collapse (adjoining margins give the largest one), and in quirks mode a
///   quirky margin at the very top of the body is dropped;
/// - lines are `line-height: normal`: the font's ascent, descent and line gap, each rounded
///   (18 points for Times 16, ``FontMetrics/cssLineMetrics``);
/// - text wraps at the break opportunities of UAX #14 (`LineBreakOpportunities`): between
///   words, after a hyphen, never before closing punctuation; a word wider than its line
///   overflows rather than breaks. `<pre>` text keeps its spaces and does not wrap;
/// - text is measured with Adobe's Times metrics (Times New Roman on iOS has the same
///   advances), inline `<b>`/`<strong>` in Times-Bold and `<i>`/`<em>` in Times-Italic, with no
///   kerning, as the WebKit of iOS 5/6 drew unstyled text.
public struct WebPageLayout: Sendable, Equatable {
    /// One line of the page, or an `<hr>`.
    public struct Line: Sendable, Equatable {
        /// The line's top, in the page's coordinates.
        public var y: Double
        /// The line box's height.
        public var height: Double
        /// The left edge of the text.
        public var x: Double
        /// The width of the text (its advances, no kerning); for a rule, the width of its box.
        public var width: Double
        /// What the line shows, without its list marker.
        public var text: String
        /// The font of the line's block (bold and larger for a heading).
        public var font: Font
        /// The list marker drawn left of the first line of a list item (`"• "`, `"2. "`).
        public var marker: String?
        /// The parts of ``text`` in their inline fonts (bold, italic), in order.
        public var runs: [Run]
        /// The distance from the line's top to its baseline.
        public var baselineOffset: Double
        /// Whether this is a horizontal rule (`<hr>`), drawn as a line; its ``text`` is `"----"`.
        public var isRule: Bool

        /// A line of `text` in one `font` unless `runs` say otherwise; `width` defaults to the
        /// width of `text` in `font`.
        public init(
            y: Double, height: Double, x: Double, width: Double? = nil, text: String, font: Font, marker: String? = nil,
            runs: [Run]? = nil, baselineOffset: Double? = nil, isRule: Bool = false
        ) {
            self.y = y
            self.height = height
            self.x = x
            self.width = width ?? FontMetrics(font).width(of: text)
            self.text = text
            self.font = font
            self.marker = marker
            self.runs = runs ?? [Run(text: text, font: font)]
            self.baselineOffset = baselineOffset ?? FontMetrics(font).ascender
            self.isRule = isRule
        }

        /// The line as the text snapshot prints it: the marker, then the text.
        public var displayText: String { (marker ?? "") + text }

        /// The width of the marker in the line's font; the marker ends where the text starts.
        public var markerWidth: Double { marker.map { FontMetrics(font).width(of: $0) } ?? 0 }
    }

    /// A part of a line in one font.
    public struct Run: Sendable, Equatable {
        /// The characters.
        public var text: String
        /// Their font.
        public var font: Font

        /// A run of `text` in `font`.
        public init(text: String, font: Font) {
            self.text = text
            self.font = font
        }
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The page's height: the last box's bottom plus the collapsed bottom margins.
    public let contentHeight: Double

    /// The body's margin on every side.
    public static let margin = UserAgentStyle.bodyMargin
    /// The indentation of one list level.
    public static let listIndent = UserAgentStyle.listIndent

    /// Lays out `html` in a viewport `width` points wide, body text in `font` (Times 16 in a
    /// `UIWebView`).
    ///
    /// - Complexity: O(n) in the length of the HTML.
    public init(html: String, font: Font = .times(16), width: Double) {
        var flow = BlockFlow(bodyFont: font, viewportWidth: width)
        for item in HTMLFlow.parse(html).items {
            flow.consume(item)
        }
        let page = flow.finish()
        self.lines = page.lines
        self.contentHeight = page.height
    }
}
