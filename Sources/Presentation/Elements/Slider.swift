/// The properties of a `UISlider`: a value the user drags a thumb along a track to choose.
///
/// UIKit keeps a slider 23 points tall on iOS 5 and 6 (``height``, `Docs/UIKIT-FACTS.md`);
/// its width is the app's. ``Element/slider(_:at:width:_:)`` places one at that height.
public struct Slider: Hashable, Sendable {
    /// The value, pinned into ``range`` as UIKit pins it.
    public var value: Double {
        didSet { value = range.pin(value) }
    }
    /// The values the thumb moves between (`minimumValue`...`maximumValue`, 0...1 by default).
    public var range: ValueRange {
        didSet { value = range.pin(value) }
    }
    /// Whether the user can drag it.
    public var isEnabled: Bool
    /// What moving it does, in words (`set the volume`); printed in snapshots.
    public var action: String?

    /// The height of every slider on iOS 5 and 6.
    public static let height: Double = 23
    /// The thumb's size (approx.): a 23-point circle, as tall as the slider.
    public static let thumbSize = Size(width: 23, height: 23)

    /// Creates a slider; `value` is pinned into `range`.
    public init(value: Double, range: ValueRange = ValueRange(0, 1), isEnabled: Bool = true, action: String? = nil) {
        self.value = range.pin(value)
        self.range = range
        self.isEnabled = isEnabled
        self.action = action
    }

    /// The thumb's frame in a slider of `size`, in the slider's coordinates: its centre travels
    /// from half a thumb in from the left end (the minimum) to half a thumb in from the right
    /// (the maximum), vertically centred (approx.).
    public func thumbFrame(in size: Size) -> Rect {
        let thumb = Slider.thumbSize
        let travel = max(0, size.width - thumb.width)
        return Rect(x: travel * range.fraction(of: value), y: (size.height - thumb.height) / 2, width: thumb.width, height: thumb.height)
    }
}

extension Element {
    /// A slider whose top left corner is `origin`, `width` wide and as tall as UIKit makes it.
    public static func slider(_ name: String, at origin: Point, width: Double, _ slider: Slider) -> Element {
        Element(name, frame: Rect(x: origin.x, y: origin.y, width: width, height: Slider.height), kind: .slider(slider))
    }
}
