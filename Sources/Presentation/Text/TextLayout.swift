/// Text laid out like a UILabel on iOS 5/6: the lines a user sees, and the room they take.
///
/// Create one with ``init(text:font:width:maximumHeight:numberOfLines:lineBreakMode:)``; the
/// initializer is a pure function of its arguments. Widths come from ``FontMetrics`` (AFM
/// advances, no kerning) and the line height from ``FontMetrics/lineHeight(for:)``.
///
/// Rules, following UIKit:
/// - Text wraps at spaces; a word wider than the line is broken inside; `\n`, `\r\n` and the
///   other newline characters force a new line (a newline at the very end adds no line).
///   Spaces at a wrap point are dropped; see ``LineBreakMode`` for the modes.
/// - Visible lines: `min(numberOfLines, floor(maximumHeight / lineHeight))`, where
///   `numberOfLines` 0 (or negative) means unlimited and a `nil`, infinite or NaN height does
///   not limit. A line that does not fit the height entirely is not shown, except that at least
///   one line is shown when the height is positive (UILabel draws one line even in a frame a
///   bit too short). A height of 0 or less shows no line.
/// - When lines are hidden, or a single line is too wide, ``isTruncated`` is true and, with
///   ``LineBreakMode/tailTruncation``, the last visible line is the rest of its paragraph cut
///   so that it fits with "…" (U+2026) appended: trailing spaces before the "…" are dropped,
///   and a width too small even for the "…" shows "…" alone.
/// - Empty text has no lines. Text of only spaces has one empty line (the spaces are dropped
///   as trailing spaces), so it takes one line of height but no width: UILabel shows nothing.
/// - Only the first ``characterLimit`` characters are laid out, however long the text (a
///   server can send a 50 MB title): the time and memory a layout takes are bounded. Text cut
///   so is ``isCut`` and ``isTruncated``; with tail truncation its last line ends in "…".
public struct TextLayout: Hashable, Sendable {
    /// The most characters of a text that are laid out: more than a screen shows in any view
    /// (a text view of 100,000 characters is about 2,000 lines), few enough that a layout
    /// takes milliseconds.
    public static let characterLimit = 100_000
    /// The visible lines, top to bottom, as a user would read them.
    public let lines: [Line]
    /// Whether some of the text is not shown: lines were hidden or the last line was cut.
    public let isTruncated: Bool
    /// Whether the text is longer than ``characterLimit`` and only its start was laid out.
    public let isCut: Bool
    /// The height of each line, in points.
    public let lineHeight: Double
    /// The room the visible lines take: the widest line's width by lines × ``lineHeight``.
    public let size: Size

    /// The texts of the visible lines.
    public var lineTexts: [String] { lines.map(\.text) }

    /// Lays `text` out in `font` within `width` points, like a UILabel.
    ///
    /// - Parameters:
    ///   - text: The text to show.
    ///   - font: The font; every family is measured with Helvetica metrics.
    ///   - width: The available width in points (a negative or NaN width counts as 0).
    ///   - maximumHeight: The label's height, when it limits the lines; `nil` for no limit.
    ///   - numberOfLines: The most lines to show; 0 for no limit. UILabel's default is 1.
    ///   - lineBreakMode: How lines wrap and how cut text ends; UILabel's default is
    ///     ``LineBreakMode/tailTruncation``.
    /// - Complexity: O(min(n, ``characterLimit``)) in the length of `text`.
    public init(
        text: String,
        font: Font,
        width: Double,
        maximumHeight: Double? = nil,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .tailTruncation
    ) {
        let metrics = FontMetrics(font)
        let lineHeight = metrics.lineHeight
        let laidOut = text.prefix(Self.characterLimit)
        let isCut = laidOut.endIndex < text.endIndex
        let measured = MeasuredText(isCut ? String(laidOut) : text, face: metrics.face)
        let limit = WidthLimit(width: width, pointSize: metrics.pointSize)
        let visibleCount = TextLayout.visibleLineCount(
            numberOfLines: numberOfLines, maximumHeight: maximumHeight, lineHeight: lineHeight)
        let breaker = LineBreaker(text: measured, limit: limit, breaksInsideWords: lineBreakMode == .characterWrap)
        let wrapped = breaker.lines(maximumCount: visibleCount == Int.max ? Int.max : visibleCount + 1)
        let isTruncated = wrapped.count > visibleCount || (isCut && !wrapped.isEmpty && visibleCount > 0)
        var lines = wrapped.prefix(visibleCount).map { line in
            Line(text: measured.string(line.range), width: limit.points(measured.units(in: line.range)))
        }
        if isTruncated, let last = wrapped.prefix(visibleCount).last {
            let shortened = TailCut(text: measured, limit: limit, face: metrics.face)
            switch lineBreakMode {
            case .tailTruncation:
                lines[lines.count - 1] = shortened.line(from: last.range.lowerBound, to: last.paragraphEnd, ellipsis: true)
            case .clip:
                lines[lines.count - 1] = shortened.line(from: last.range.lowerBound, to: last.paragraphEnd, ellipsis: false)
            case .wordWrap, .characterWrap:
                break
            }
        }
        self.lines = lines
        self.isTruncated = isTruncated
        self.isCut = isCut
        self.lineHeight = lineHeight
        self.size = Size(
            width: lines.map(\.width).max() ?? 0,
            height: Double(lines.count) * lineHeight
        )
    }

    /// Lays `text` out in a label frame of `frameSize`: its width wraps the text and its
    /// height limits the lines.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public init(
        text: String,
        font: Font,
        frameSize: Size,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .tailTruncation
    ) {
        self.init(
            text: text,
            font: font,
            width: frameSize.width,
            maximumHeight: frameSize.height,
            numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode
        )
    }

    /// How many lines may be shown; `Int.max` for no limit.
    static func visibleLineCount(numberOfLines: Int, maximumHeight: Double?, lineHeight: Double) -> Int {
        let byCount = numberOfLines > 0 ? numberOfLines : Int.max
        guard let height = maximumHeight, !height.isNaN else { return byCount }
        guard height > 0 else { return 0 }
        guard height.isFinite, lineHeight > 0 else { return byCount }
        let fitting = (height / lineHeight + WidthLimit.tolerance).rounded(.down)
        let byHeight = fitting >= Double(Int.max / 2) ? Int.max : max(1, Int(fitting))
        return min(byCount, byHeight)
    }
}
