import Foundation
import Navigation
import Presentation

/// What a command means as a touch on the screen the user sees: the tap that focuses the only
/// text field before typing, a touch command's `UserAction` (found on the translated screen
/// too), a control command's.
extension HostSession {
    /// The tap that gives the focus to the screen's only text field, when `action` types and no
    /// field has the focus: a user types into a field by tapping it first, and the session
    /// does that for them, saying so. Nil when a field has the focus, or when there is no
    /// field or several (then typing fails, naming them).
    func focusTap(before action: UserAction, on screen: Screen) -> UserAction? {
        switch action {
        case .typeText, .replaceText: break
        default: return nil
        }
        let inspector = ScreenInspector(screen)
        guard screen.alert == nil, screen.focusedInput == nil, inspector.textFieldNames.count == 1,
            let name = inspector.textFieldNames.first
        else { return nil }
        return .tapTextField(name)
    }

    static func focusNote(_ tap: UserAction) -> String {
        guard case .tapTextField(let name) = tap else { return "" }
        return "tapped the text field \(name) first: it did not have the focus"
    }

    /// The touch a touch command means on `screen`; nil for commands that are not touches.
    ///
    /// A title may be the one the app has or, in a session with another ``locale``, the one the
    /// user sees (`tap [Ëvéñţš one]`): the translation changes texts, never the names, ids and
    /// positions a touch is made of, so a touch found on the translated screen is the same touch
    /// on the app's. When neither finds it, the error lists the titles the user sees.
    func userAction(for command: HostCommand, on screen: Screen) throws(HostSessionError) -> UserAction? {
        switch command {
        case .tap(let target):
            do {
                return try TapResolver(screen: screen).resolve(target)
            } catch {
                guard locale != .base else { throw .tap(error) }
                do {
                    return try TapResolver(screen: screen.localized(in: locale).atTextSize(textSize).inAppearance(appearance)).resolve(target)
                } catch {
                    throw .tap(error)
                }
            }
        case .back:
            return .tapBack
        case .swipeDown:
            return .swipeDown
        case .swipeRow(let row):
            return .swipeRow(row)
        case .pressReturn:
            return .tapReturn
        case let .moveRow(from, to):
            return .moveRow(from, to: to)
        case .gesture(let name):
            return .performGesture(name)
        case .tab(let name):
            if let index = Int(name) { return .tapTab(index) }
            let shown = screen.localized(in: locale).atTextSize(textSize).inAppearance(appearance)
            let wanted = name.lowercased()
            func named(_ screen: Screen) -> Int? { screen.tabBar?.items.firstIndex { $0.title.lowercased() == wanted } }
            guard let index = named(screen) ?? named(shown) else {
                throw .unknownTab(name, available: shown.tabBar?.items.map(\.title) ?? [])
            }
            return .tapTab(index)
        case .type(let text):
            return .typeText(text)
        case .scroll(let y):
            return .scroll(toY: y)
        case .toggle, .segment, .set:
            do {
                return try controlAction(for: command, on: screen)
            } catch {
                throw .control(error)
            }
        case .wait, .show, .apps, .open, .restart, .history, .save, .clear, .delete, .scrollNamed, .help, .quit:
            return nil
        }
    }

    /// The touch a `toggle`, `segment` or `set` command means on `screen`: the control it
    /// names, set as it says (`toggle` without a position flips the switch).
    func controlAction(for command: HostCommand, on screen: Screen) throws(ControlResolutionError) -> UserAction? {
        let resolver = ControlResolver(screen: screen)
        switch command {
        case let .toggle(target, isOn):
            let control = try resolver.resolve(target, kinds: [.switchControl])
            guard case .switchControl(let model) = control.element.kind else { return nil }
            return .toggleSwitch(control.name, isOn: isOn ?? !model.isOn, row: control.row)
        case let .segment(target, choice):
            let control = try resolver.resolve(target, kinds: [.segmentedControl])
            guard case .segmentedControl(let model) = control.element.kind else { return nil }
            switch choice {
            case .index(let index):
                return .selectSegment(control.name, index: index, row: control.row)
            case .title(let title):
                guard let index = model.segments.firstIndex(where: { $0.lowercased() == title.lowercased() }) else {
                    throw .noSegment(title, control: control.description, titles: model.segments)
                }
                return .selectSegment(control.name, index: index, row: control.row)
            }
        case let .set(target, value):
            let control = try resolver.resolve(target, kinds: [.slider, .stepper])
            return .setValue(control.name, value, row: control.row)
        default:
            return nil
        }
    }
}
