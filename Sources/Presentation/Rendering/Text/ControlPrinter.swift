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
    static func fields(of element: Element, frame: SnapshotField) -> [SnapshotField]? {
        switch element.kind {
        case .switchControl(let control):
            return [.head("switch " + element.name), frame, .state(control.isOn ? "on" : "off")] + common(control.isEnabled, control.action)
        case .segmentedControl(let control):
            let titles = control.segments.enumerated().map { index, title in
                index == control.selectedSegment ? "[" + TextQuote.quoted(title) + "]" : TextQuote.quoted(title)
            }
            return [
                .head("segmented " + element.name), frame, .detail(control.style.rawValue),
                .detail(titles.isEmpty ? "no segments" : titles.joined(separator: " ")),
                .detail(control.isMomentary ? "momentary" : ""),
            ] + common(control.isEnabled, control.action)
        case .slider(let slider):
            return [.head("slider " + element.name), frame, .detail("value " + ValueFormat.string(slider.value)), .detail("range " + slider.range.description)]
                + common(slider.isEnabled, slider.action)
        case .stepper(let stepper):
            return [
                .head("stepper " + element.name), frame, .detail("value " + ValueFormat.string(stepper.value)), .detail("range " + stepper.range.description),
                .detail("step " + ValueFormat.string(stepper.stepValue)),
            ] + common(stepper.isEnabled, stepper.action)
        default:
            return nil
        }
    }

    /// `disabled` when the control does not respond, then `-> what a change does`.
    private static func common(_ isEnabled: Bool, _ action: String?) -> [SnapshotField] {
        [.state("disabled", if: !isEnabled), .action(action.map { "-> " + $0 })]
    }
}
