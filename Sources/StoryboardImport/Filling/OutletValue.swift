import Presentation

/// What an app's code sets on a view of its storyboard through an outlet: a label's text, an
/// image view's image, a switch, a slider, a segmented control, whether the view is hidden. The
/// value a data source gives the cell it dequeued (`cell.nameLabel.text = player.name`).
public enum OutletValue: Hashable, Sendable, CustomStringConvertible {
    /// The text of a label, text field, text view or button (a button's title); nil empties a
    /// label.
    case text(String?)
    /// The image of an image view, by its name; nil empties the view.
    case image(String?)
    /// A switch on or off.
    case isOn(Bool)
    /// A slider's or stepper's value.
    case value(Double)
    /// A segmented control's selected segment; nil selects none.
    case selectedSegment(Int?)
    /// Whether the view is hidden.
    case isHidden(Bool)

    /// `text "Bill Evans"`, `image "4StarsSmall"`, `isOn true`...
    public var description: String {
        switch self {
        case .text(let text): "text " + (text.map(TextQuote.quoted) ?? "nil")
        case .image(let image): "image " + (image.map(TextQuote.quoted) ?? "nil")
        case .isOn(let isOn): "isOn \(isOn)"
        case .value(let value): "value " + PointFormat.string(value)
        case .selectedSegment(let index): "selectedSegment " + (index.map(String.init) ?? "none")
        case .isHidden(let isHidden): "isHidden \(isHidden)"
        }
    }

    /// Sets this value on each view named `outlet` that `changeViews` hands over (a view's
    /// tree, a cell's views); false when it hands over none.
    /// - Throws: ``StoryboardFillError/valueDoesNotFit(_:outlet:kind:)`` when a view cannot show it.
    func set(on outlet: String, through changeViews: ((inout Element) -> Void) -> Void) throws(StoryboardFillError) -> Bool {
        var found = false
        var misfit: StoryboardFillError?
        changeViews { element in
            found = true
            if let changed = applied(to: element) {
                element = changed
            } else {
                misfit = .valueDoesNotFit(self, outlet: outlet, kind: element.kind.word)
            }
        }
        if let misfit { throw misfit }
        return found
    }

    /// `element` showing this value, when its kind can; nil when it cannot (an image on a
    /// label). Text set here is the app's data, never its wording.
    func applied(to element: Element) -> Element? {
        var element = element
        switch (self, element.kind) {
        case (.isHidden(let isHidden), _):
            element.isHidden = isHidden
        case (.text(let text), .label(var label)):
            label.text = text
            label.textOrigin = .data
            element.kind = .label(label)
        case (.text(let text), .textField(var field)):
            field.text = text ?? ""
            element.kind = .textField(field)
        case (.text(let text), .textView(var view)):
            view.text = text ?? ""
            element.kind = .textView(view)
        case (.text(let text), .button(var button)):
            button.title = text ?? ""
            button.titleOrigin = .data
            element.kind = .button(button)
        case (.image(let name), .image(var view)):
            view.image = name.map { ImageAsset($0) }
            element.kind = .image(view)
        case (.isOn(let isOn), .switchControl(var control)):
            control.isOn = isOn
            element.kind = .switchControl(control)
        case (.value(let value), .slider(var slider)):
            slider.value = value
            element.kind = .slider(slider)
        case (.value(let value), .stepper(var stepper)):
            stepper.value = value
            element.kind = .stepper(stepper)
        case (.selectedSegment(let index), .segmentedControl(var control)):
            guard index.map(control.segments.indices.contains) ?? true else { return nil }
            control.selectedIndex = index
            element.kind = .segmentedControl(control)
        default:
            return nil
        }
        return element
    }
}
