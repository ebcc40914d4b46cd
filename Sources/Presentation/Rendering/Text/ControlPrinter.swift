/// Prints the controls a user sets rather than taps (switches, segmented controls, sliders,
/// steppers) as one snapshot line each (see ``TextRenderer``):
///
/// ```
/// switch notifications  231,8 79x27  on  -> turn notifications off
/// segmented units  10,7 280x30  bar  "Miles" ["Kilometres"]
/// slider volume  10,10 280x23  value 0.5  range 0...1
/// stepper copies  196,8 94x27  value 2  range 1...10  step 1
/// ```
enum ControlPrinter {
    /// The line of a control element; nil for other kinds.
    static func fields(of element: Element, frame: String) -> [String]? {
        switch element.kind {
        case .switchControl(let control):
            return ["switch " + element.name, frame, control.isOn ? "on" : "off"] + common(control.isEnabled, control.action)
        case .segmentedControl(let control):
            let titles = control.segments.enumerated().map { index, title in
                index == control.selectedSegment ? "[" + TextQuote.quoted(title) + "]" : TextQuote.quoted(title)
            }
            return ["segmented " + element.name, frame, control.style.rawValue, titles.isEmpty ? "no segments" : titles.joined(separator: " "),
                    control.isMomentary ? "momentary" : ""] + common(control.isEnabled, control.action)
        case .slider(let slider):
            return ["slider " + element.name, frame, "value " + ValueFormat.string(slider.value), "range " + slider.range.description]
                + common(slider.isEnabled, slider.action)
        case .stepper(let stepper):
            return ["stepper " + element.name, frame, "value " + ValueFormat.string(stepper.value), "range " + stepper.range.description,
                    "step " + ValueFormat.string(stepper.stepValue)] + common(stepper.isEnabled, stepper.action)
        default:
            return nil
        }
    }

    /// `disabled` when the control does not respond, then `-> what a change does`.
    private static func common(_ isEnabled: Bool, _ action: String?) -> [String] {
        [isEnabled ? "" : "disabled", action.map { "-> " + $0 } ?? ""]
    }
}
