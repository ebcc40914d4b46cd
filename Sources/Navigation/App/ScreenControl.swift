import Presentation

/// A control a user can reach on a rendered screen: a button, switch, segmented control,
/// slider or stepper, in the content or in the cell of a visible table row.
/// ``ScreenInspector/controls`` lists them; a ``UserAction`` names one by its element name and,
/// in a cell, its row.
public struct ScreenControl: Sendable, CustomStringConvertible {
    /// What kind of control it is.
    public var kind: ControlKind
    /// The control's element, with its frame as the snapshot prints it.
    public var element: Element
    /// The row whose cell holds it; nil when it is in the content.
    public var row: TableIndexPath?

    /// The element name.
    public var name: String { element.name }

    /// Whether it responds to touches.
    public var isEnabled: Bool {
        switch element.kind {
        case .button(let button): button.isEnabled
        case .switchControl(let control): control.isEnabled
        case .segmentedControl(let control): control.isEnabled
        case .slider(let slider): slider.isEnabled
        case .stepper(let stepper): stepper.isEnabled
        default: false
        }
    }

    /// The control of `element`, if it is one.
    init?(_ element: Element, row: TableIndexPath?) {
        guard let kind = ControlKind(element.kind) else { return nil }
        self.kind = kind
        self.element = element
        self.row = row
    }

    /// `saveButton`, or `enabled in 0.1` for one in a cell (how the demo host names it).
    public var description: String {
        name + (row.map { " in \($0)" } ?? "")
    }
}

/// The kinds of control a ``UserAction`` can reach by name.
public enum ControlKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A button (`UIButton`): tapped.
    case button
    /// A switch (`UISwitch`): flipped.
    case switchControl = "switch"
    /// A segmented control (`UISegmentedControl`): a segment tapped.
    case segmentedControl = "segmented control"
    /// A slider (`UISlider`): its thumb dragged to a value.
    case slider
    /// A stepper (`UIStepper`): − or + tapped.
    case stepper

    /// The kind of an element of `kind`; nil when it is not a control.
    public init?(_ kind: ElementKind) {
        switch kind {
        case .button: self = .button
        case .switchControl: self = .switchControl
        case .segmentedControl: self = .segmentedControl
        case .slider: self = .slider
        case .stepper: self = .stepper
        default: return nil
        }
    }

    /// The kind in words: `button`, `switch`, `segmented control`, `slider`, `stepper`.
    public var description: String { rawValue }
}
