/// How a view follows its superview when the superview changes size (`UIViewAutoresizing`):
/// which of its margins and sizes are flexible. UIKit's default for a view made in code is
/// none (``none``: the frame stays where it is); a storyboard stores each view's mask.
///
/// A change of the superview's width or height is shared among the flexible parts of that
/// axis in proportion to their current lengths (equally when they are all zero), as UIKit's
/// `-[UIView _resizeWithOldSuperviewSize:]` and AppKit's documented rule do:
///
/// ```swift
/// let mask: AutoresizingMask = [.flexibleHeight]
/// mask.frame(Rect(x: 0, y: 0, width: 320, height: 416), from: Size(width: 320, height: 416),
///            to: Size(width: 320, height: 504))   // 0,0 320x504
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits, UIKit's own values.
    public let rawValue: Int

    /// A mask of these bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The left margin follows the width change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width follows the width change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin follows the width change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin follows the height change (the view keeps its distance to the bottom).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height follows the height change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin follows the height change (the view keeps its distance to the top).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// No part is flexible: UIKit's default for a view made in code.
    public static let none: AutoresizingMask = []
    /// Width and height both flexible: a view that fills its superview.
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]

    /// `frame`, in a superview that went from `oldSize` to `newSize`, moved and resized as
    /// this mask says.
    public func frame(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
        let x = Self.resize(
            start: frame.minX, length: frame.width, old: oldSize.width, new: newSize.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let y = Self.resize(
            start: frame.minY, length: frame.height, old: oldSize.height, new: newSize.height,
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x.start, y: y.start, width: x.length, height: y.length)
    }

    /// One axis: the superview's change shared among the flexible parts (the margin before,
    /// the length, the margin after) in proportion to their lengths.
    private static func resize(
        start: Double, length: Double, old: Double, new: Double, flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (start: Double, length: Double) {
        let change = new - old
        guard change != 0 else { return (start, length) }
        let parts = [(flexible.start, max(0, start)), (flexible.length, max(0, length)), (flexible.end, max(0, old - start - length))]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? change * part.1 / total : change / Double(flexibleParts.count)
        }
        return (start + share(parts[0]), max(0, length + share(parts[1])))
    }
}
