/// The properties of a `UISegmentedControl`: a row of titled segments of equal width, at most
/// one of them selected.
///
/// Its height comes from its style (``SegmentedControlStyle/height``); its width is the app's.
/// ``Element/segmentedControl(_:at:width:_:)`` places one at its style's height.
public struct SegmentedControl: Hashable, Sendable {
    /// The segments' titles, left to right.
    public var segments: [String]
    /// The selected segment, or nil for none (`UISegmentedControlNoSegment`); an index outside
    /// ``segments`` selects nothing (``selectedSegment``).
    public var selectedIndex: Int?
    /// The look, which decides the height.
    public var style: SegmentedControlStyle
    /// Whether a tapped segment springs back instead of staying selected (`momentary`).
    public var isMomentary: Bool
    /// Whether the user can tap it.
    public var isEnabled: Bool
    /// What selecting a segment does, in words (`show the distance in miles`); printed in
    /// snapshots.
    public var action: String?
    /// Where the segments' titles come from: data unless the app marks them its own wording.
    public var segmentsOrigin: TextOrigin

    /// Creates a segmented control.
    public init(
        _ segments: [String],
        selectedIndex: Int? = nil,
        style: SegmentedControlStyle = .plain,
        isMomentary: Bool = false,
        isEnabled: Bool = true,
        action: String? = nil,
        segmentsOrigin: TextOrigin = .data
    ) {
        self.segmentsOrigin = segmentsOrigin
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.style = style
        self.isMomentary = isMomentary
        self.isEnabled = isEnabled
        self.action = action
    }

    /// The segment that shows selected: ``selectedIndex`` when it names a segment; none for a
    /// momentary control, which never stays selected.
    public var selectedSegment: Int? {
        guard !isMomentary, let selectedIndex, segments.indices.contains(selectedIndex) else { return nil }
        return selectedIndex
    }

    /// Each segment's frame in a control of `size`, in the control's coordinates: the width
    /// shared equally, left to right (UIKit's default when no segment has its own width).
    /// - Complexity: O(segments).
    public func segmentFrames(in size: Size) -> [Rect] {
        guard !segments.isEmpty else { return [] }
        let width = max(0, size.width) / Double(segments.count)
        return segments.indices.map { Rect(x: Double($0) * width, y: 0, width: width, height: size.height) }
    }
}

/// The looks of a segmented control (`UISegmentedControlStyle`, iOS 5 and 6), each with its
/// height (`Docs/UIKIT-FACTS.md`).
public enum SegmentedControlStyle: String, Hashable, Sendable, CaseIterable {
    /// The large plain style, the default: 44 points tall.
    case plain
    /// The large bordered style: 44 points tall.
    case bordered
    /// The small toolbar and navigation bar style: 30 points tall.
    case bar
    /// The large bezeled style: 40 points tall.
    case bezeled

    /// The height UIKit gives the control in this style.
    public var height: Double {
        switch self {
        case .plain, .bordered: 44
        case .bar: 30
        case .bezeled: 40
        }
    }

    /// The segments' title font (approx.): bold 13 in the small bar style, bold 15 otherwise.
    public var titleFont: Font {
        self == .bar ? .boldSystem(13) : .boldSystem(15)
    }
}

extension Element {
    /// A segmented control whose top left corner is `origin`, `width` wide and as tall as its
    /// style makes it.
    public static func segmentedControl(_ name: String, at origin: Point, width: Double, _ control: SegmentedControl) -> Element {
        Element(name, frame: Rect(x: origin.x, y: origin.y, width: width, height: control.style.height), kind: .segmentedControl(control))
    }
}
