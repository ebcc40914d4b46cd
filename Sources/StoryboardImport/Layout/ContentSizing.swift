import Presentation

/// How a view's content is measured for Auto Layout (UIKit's `intrinsicContentSize`): text in
/// the system font, buttons and fields around their text, controls of fixed sizes.
///
/// The system font since iOS 9 is San Francisco, whose font files may not be redistributed. Its
/// text is measured here with the Helvetica metrics the package ships (Adobe's AFM files),
/// widened by ``systemFontWidthFactor``, with San Francisco's vertical metrics (ascender 1950,
/// descender 494 of 2048 units per em), which are published in every font inspector and are
/// facts, not font data. A size that depends on this approximation is uncertain to a fraction
/// of a point per word; `Docs/AutoLayout.md` gives the distances measured on real files.
public struct ContentSizing: Hashable, Sendable {
    /// The canvas whose pixel grid measured sizes round up to.
    public var canvas: LayoutCanvas
    /// How much wider San Francisco sets text than Helvetica, on average: a label's measured
    /// width is its Helvetica width times this.
    public var systemFontWidthFactor: Double
    /// A factor on every text size (1 unless a test perturbs text to find which frames depend
    /// on it).
    public var textScale: Double
    /// Which iOS's controls the sizes are those of.
    public var controls: Controls
    /// The Dynamic Type text size: fonts of a text style take their size there.
    public var textSize: ContentSizeCategory

    /// The generations of UIKit's control sizes.
    public enum Controls: String, Hashable, Sendable {
        /// iOS 7-12: segmented controls and steppers 29 tall, progress views 2, search bars
        /// 44, page controls 37.
        case iOS7
        /// iOS 13-18: 32, 32, 4, 56, 26.
        case iOS13
        /// iOS 26: as iOS 13's, with the larger switch (63x28).
        case iOS26
    }

    /// San Francisco's width relative to Helvetica's, fitted to the label frames of real files
    /// (`Docs/AutoLayout.md`).
    public static let measuredSystemFontWidthFactor = 1.0

    /// Sizing on `canvas`.
    public init(
        canvas: LayoutCanvas, systemFontWidthFactor: Double = ContentSizing.measuredSystemFontWidthFactor, textScale: Double = 1,
        controls: Controls = .iOS13, textSize: ContentSizeCategory = .large
    ) {
        self.canvas = canvas
        self.controls = controls
        self.textSize = textSize
        self.systemFontWidthFactor = systemFontWidthFactor
        self.textScale = textScale
    }

    /// The height of a line of `font`: San Francisco's ascender plus descender, 1.193 × size.
    public func lineHeight(of font: Font) -> Double {
        font.at(textSize).size * textScale * (1950.0 + 494.0) / 2048
    }

    /// How far the first baseline sits below the top of a line of `font`.
    public func ascent(of font: Font) -> Double {
        font.at(textSize).size * textScale * 1950.0 / 2048
    }

    /// The width of `text` on one line in `font`, before rounding.
    /// - Complexity: O(n) in the length of `text`.
    public func width(of text: String, in font: Font) -> Double {
        FontMetrics(font.at(textSize)).width(of: text) * textScale * systemFontWidthFactor
    }

    /// The size `content` asks for: width and height, each nil where the content has none
    /// (a slider's width, a plain view). Multi-line text asks for its one-line width; its
    /// height at a width comes from ``height(of:atWidth:)``.
    /// - Complexity: O(n) in the length of the content's text.
    public func intrinsicSize(of content: IntrinsicContent) -> (width: Double?, height: Double?) {
        switch content {
        case .none:
            return (nil, nil)
        case .text(let text, let font, _):
            guard !text.isEmpty else { return (0, 0) }
            return (canvas.ceilToPixel(width(of: text, in: font)), canvas.ceilToPixel(lineHeight(of: font)))
        case .button(let title, let font):
            let text = title.isEmpty ? 0 : width(of: title, in: font)
            return (canvas.ceilToPixel(text + (title.isEmpty ? 30 : 0)), canvas.ceilToPixel(lineHeight(of: font) + 12))
        case .textField(_, let font, let bordered):
            // A rounded rect field of 14-point text is 34 tall from iOS 13 (30 before); a
            // borderless one of body text 22 (Interface Builder's frames).
            let padding = bordered ? (controls == .iOS7 ? 13.29 : 17.29) : 1.5
            return (nil, canvas.ceilToPixel(lineHeight(of: font) + padding))
        case .image(let image):
            guard let size = image?.size else { return (nil, nil) }
            return (size.width, size.height)
        case .segments(let titles, let font):
            let widest = titles.map { width(of: $0, in: font) }.max() ?? 0
            return (canvas.ceilToPixel(Double(max(titles.count, 1)) * (widest + 16)), controls == .iOS7 ? 29 : 32)
        case .control(let control):
            return size(of: control)
        case .fixed(let width, let height):
            return (width, height)
        }
    }

    /// The size UIKit gives a control or bar (nil in an axis it leaves to constraints): the
    /// size of its alignment rectangle, which constraints place (``alignmentInsets(of:)``).
    public func size(of control: SystemControl) -> (width: Double?, height: Double?) {
        let modern = controls != .iOS7
        switch control {
        case .switchControl: return controls == .iOS26 ? (61, 28) : (49, 31)
        case .slider: return (nil, modern ? 30 : 31)
        case .stepper: return (94, modern ? 32 : 29)
        case .progressView: return (nil, modern ? 4 : 2)
        case .pageControl: return (nil, modern ? 26 : 37)
        case .activityIndicator: return (20, 20)
        case .largeActivityIndicator: return (37, 37)
        case .toolbar, .navigationBar: return (nil, 44)
        case .searchBar: return (nil, modern ? 56 : 44)
        case .tabBar: return (nil, 49)
        case .picker: return (nil, 216)
        }
    }

    /// How far a view's frame reaches past the rectangle constraints place
    /// (`alignmentRectInsets`): a switch's frame is 2 points wider on the right.
    public func alignmentInsets(of content: IntrinsicContent) -> EdgeInsets {
        guard case .control(.switchControl) = content else { return .zero }
        return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    }

    /// The height of multi-line text at `width` (its lines wrapped as UILabel wraps them).
    /// - Complexity: O(n) in the length of the text.
    public func height(of content: IntrinsicContent, atWidth width: Double) -> Double? {
        guard case .text(let text, let font, let lines) = content, lines != 1, !text.isEmpty else { return nil }
        let layout = TextLayout(
            text: text, font: font.at(textSize), width: width / (textScale * systemFontWidthFactor), numberOfLines: lines, lineBreakMode: .wordWrap)
        return canvas.ceilToPixel(Double(max(layout.lines.count, 1)) * lineHeight(of: font))
    }
}
