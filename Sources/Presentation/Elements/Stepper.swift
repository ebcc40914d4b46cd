/// The properties of a `UIStepper`: a value the user raises or lowers one step at a time with
/// its + and − halves.
///
/// UIKit gives every stepper the same size, 94x27 points on iOS 5 and 6 (``size``,
/// `Docs/UIKIT-FACTS.md`); ``Element/stepper(_:at:_:)`` places one at that size.
public struct Stepper: Hashable, Sendable {
    /// The value, pinned into ``range`` as UIKit pins it.
    public var value: Double {
        didSet { value = range.pin(value) }
    }
    /// The values it moves between (`minimumValue`...`maximumValue`, 0...100 by default).
    public var range: ValueRange {
        didSet { value = range.pin(value) }
    }
    /// How much a tap on + or − changes the value (`stepValue`, 1 by default; never 0 or less).
    public var stepValue: Double
    /// Whether the user can tap it.
    public var isEnabled: Bool
    /// What changing it does, in words (`set the number of copies`); printed in snapshots.
    public var action: String?

    /// The size of every stepper on iOS 5 and 6.
    public static let size = Size(width: 94, height: 27)

    /// Creates a stepper; `value` is pinned into `range`, and a step that is not a positive
    /// number becomes 1 (UIKit refuses one).
    public init(value: Double, range: ValueRange = ValueRange(0, 100), stepValue: Double = 1, isEnabled: Bool = true, action: String? = nil) {
        self.value = range.pin(value)
        self.range = range
        self.stepValue = stepValue.isFinite && stepValue > 0 ? stepValue : 1
        self.isEnabled = isEnabled
        self.action = action
    }

    /// Whether − does something: the value is above the minimum.
    public var canDecrement: Bool { value > range.minimum }
    /// Whether + does something: the value is below the maximum.
    public var canIncrement: Bool { value < range.maximum }

    /// Whether taps on + or − can take the value to `target`: it lies in the range and a whole
    /// number of steps away, or it is an end of the range (a step past an end stops there).
    public func canReach(_ target: Double) -> Bool {
        guard target.isFinite, range.contains(target) else { return false }
        if target == range.minimum || target == range.maximum { return true }
        let steps = (target - value) / stepValue
        return abs(steps - steps.rounded()) < 1e-9
    }
}

extension Element {
    /// A stepper whose top left corner is `origin`, at the size UIKit gives every stepper.
    public static func stepper(_ name: String, at origin: Point, _ stepper: Stepper) -> Element {
        Element(name, frame: Rect(origin: origin, size: Stepper.size), kind: .stepper(stepper))
    }
}
