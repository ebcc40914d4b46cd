import Presentation

/// The touch a VoiceOver element of a screen offers, as a UIKit client sends it when the
/// element is tapped: a ``UserAction`` known in advance, or a slider's drag, whose value the
/// touch's position decides. The web client's clicks and the JSON twin's `touch` keys
/// (``ScreenJSONRenderer``) come from here.
public enum OfferedTouch: Equatable, Sendable {
    /// This action.
    case action(UserAction)
    /// `setValue` of the slider `name` (in `row`'s cell, when given): the value at the click's
    /// fraction of the slider's width, between `minimum` and `maximum`.
    case slider(name: String, row: TableIndexPath?, minimum: Double, maximum: Double)

    /// The action a touch at `fraction` of the element's width (0 at the left edge, 1 at the
    /// right; nil for the middle) sends.
    public func action(at fraction: Double?) -> UserAction {
        switch self {
        case .action(let action):
            return action
        case let .slider(name, row, minimum, maximum):
            let clamped = min(1, max(0, fraction ?? 0.5))
            return .setValue(name, minimum + (maximum - minimum) * clamped, row: row)
        }
    }

    /// The touch in words, as the host's commands spell it (`tap row 0.1`, `set volume 0…100`).
    public var summary: String {
        switch self {
        case .action(let action): action.description
        case let .slider(name, row, minimum, maximum):
            "set \(name)\(row.map { " in \($0)" } ?? "") \(ValueFormat.string(minimum))…\(ValueFormat.string(maximum))"
        }
    }

    /// The touch a VoiceOver element of `screen` offers, as a UIKit client sends it when the
    /// element is tapped: read from the element's name (`AccessibleElement/name`: `row 0.1`,
    /// `bar button add`, `row 1.0 switch enabled`...) and the state of its control. Nil for
    /// what takes no touch (a label, a title, a disabled control).
    /// - Complexity: O(elements of `screen`).
    public static func offered(by element: AccessibleElement, on screen: Screen, controls: [ScreenControl]) -> OfferedTouch? {
        guard !element.traits.contains(.notEnabled) else { return nil }
        let name = element.name
        if name == "back button" { return .action(.tapBack) }
        if let id = name.dropping(prefix: "bar button ") { return .action(.tapBarButton(id)) }
        // Tabs and alert buttons are named by their quoted titles (`tab "Speakers"`).
        if let quoted = name.dropping(prefix: "tab ") {
            return screen.tabBar?.items.firstIndex { TextQuote.quoted($0.title) == quoted }.map { .action(.tapTab($0)) }
        }
        if let quoted = name.dropping(prefix: "alert button ") {
            return screen.alert?.buttons.firstIndex { TextQuote.quoted($0.title) == quoted }.map { .action(.tapAlertButton($0)) }
        }
        if let index = name.dropping(prefix: "item ").flatMap({ Int($0) }) { return .action(.tapGridItem(index)) }
        var row: TableIndexPath?
        var rest = Substring(name)
        if let afterRow = name.dropping(prefix: "row ") {
            let words = afterRow.split(separator: " ", maxSplits: 1)
            guard let first = words.first, let indexPath = Self.indexPath(first) else { return nil }
            guard words.count == 2 else { return .action(.tapRow(indexPath)) }
            row = indexPath
            rest = words[1]
        }
        let words = rest.split(separator: " ", maxSplits: 1)
        guard words.count == 2 else { return nil }
        return control(kind: String(words[0]), name: String(words[1]), row: row, element: element, controls: controls)
    }

    private static func control(kind: String, name: String, row: TableIndexPath?, element: AccessibleElement, controls: [ScreenControl]) -> OfferedTouch? {
        func state(of controlName: String) -> ElementKind? {
            controls.first { $0.name == controlName && $0.row == row }?.element.kind
        }
        switch kind {
        case "textfield":
            return .action(row.map { .tapCellTextField(name, row: $0) } ?? .tapTextField(name))
        case "textview" where element.traits.isEmpty:
            return .action(row.map { .tapCellTextField(name, row: $0) } ?? .tapTextField(name))
        case "button":
            return .action(row.map { .tapCellButton(name, row: $0) } ?? .tapButton(name))
        case "image":
            return .action(.performGesture(name))
        case "switch":
            guard case .switchControl(let control) = state(of: name) else { return nil }
            return .action(.toggleSwitch(name, isOn: !control.isOn, row: row))
        case "slider":
            guard case .slider(let slider) = state(of: name) else { return nil }
            return .slider(name: name, row: row, minimum: slider.range.minimum, maximum: slider.range.maximum)
        case "segmented":
            guard let (controlName, index) = Self.split(name, before: " segment "), let index = Int(index) else { return nil }
            return .action(.selectSegment(controlName, index: index, row: row))
        case "stepper":
            for (suffix, sign) in [(" decrement", -1.0), (" increment", 1.0)] {
                guard let controlName = name.dropping(suffix: suffix), case .stepper(let stepper) = state(of: controlName) else { continue }
                let value = min(stepper.range.maximum, max(stepper.range.minimum, stepper.value + sign * stepper.stepValue))
                return .action(.setValue(controlName, value, row: row))
            }
            return nil
        default:
            return nil
        }
    }

    /// `0.1` as an index path.
    private static func indexPath(_ text: Substring) -> TableIndexPath? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]) else { return nil }
        return TableIndexPath(row: row, section: section)
    }

    /// `name segment 2` split at the last ` segment `.
    private static func split(_ text: String, before separator: String) -> (String, String)? {
        guard let range = text.range(of: separator, options: .backwards) else { return nil }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
}

extension String {
    /// The string after `prefix`, when it starts with it.
    fileprivate func dropping(prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }

    /// The string before `suffix`, when it ends with it.
    fileprivate func dropping(suffix: String) -> String? {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : nil
    }
}
