import Navigation
import Presentation

/// The Settings tab: a grouped table with Notifications (two switches as the rows'
/// `accessoryView`s), the distance unit as a segmented control in a cell, the volume slider
/// and the copies stepper in cells, and a Reset button in a cell at the bottom, below the
/// fold. Its state is what those controls show and how far the table is scrolled.
public struct ControlsSettings: ScreenFeature {
    /// The settings scene ("Settings").
    public static let scene: SceneID = ControlsSampleStoryboard.settings

    /// Whether notifications are allowed (the Notifications switch).
    public internal(set) var notifications = true
    /// Whether notifications play a sound (the Sounds switch, enabled only with notifications).
    public internal(set) var sounds = true
    /// The distance unit, an index of `unitTitles`.
    public internal(set) var unit = 0
    /// The volume, 0 to 1 (the slider).
    public internal(set) var volume = 0.5
    /// The number of copies, 1 to 10 (the stepper).
    public internal(set) var copies = 1.0
    /// How far the table is scrolled down.
    public internal(set) var contentOffsetY = 0.0

    /// Every setting at its default, the table at the top.
    public init() {}

    /// A control's new value; Reset restores the defaults; a scroll rests within the table.
    /// Nil for a control this screen does not have.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<ControlsSampleEffect, ControlsSampleMessage>]? {
        let handled: Bool
        switch touch {
        case let .toggleSwitch(name, isOn, _): handled = toggle(name, isOn: isOn)
        case let .selectSegment(name, index, _): handled = select(name, index: index)
        case let .setValue(name, value, _): handled = set(name, to: value)
        case .tapCellButton(ControlsSampleControls.reset, _): reset(); handled = true
        case .scroll(let y): scroll(to: y); handled = true
        default: handled = false
        }
        return handled ? [] : nil
    }

    /// The table at these values and scroll offset, filling the content area.
    public func render(in context: ScreenContext) -> ScreenContent {
        ScreenContent([Element("settingsTable", frame: Self.frame, kind: .table(table)).autoresizing(.flexibleSize)])
    }

    /// Whether every setting is at its default (the Reset button is disabled then).
    var isDefault: Bool {
        var defaults = ControlsSettings()
        defaults.contentOffsetY = contentOffsetY
        return self == defaults
    }

    /// Flips the switch called `name`; false when it is not one of this screen's.
    mutating func toggle(_ name: String, isOn: Bool) -> Bool {
        switch name {
        case ControlsSampleControls.notifications: notifications = isOn
        case ControlsSampleControls.sounds: sounds = isOn
        default: return false
        }
        return true
    }

    /// Selects a segment of the segmented control called `name`; false when it is not one of
    /// this screen's.
    mutating func select(_ name: String, index: Int) -> Bool {
        guard name == ControlsSampleControls.units else { return false }
        unit = index
        return true
    }

    /// Sets the slider or stepper called `name`; false when it is not one of this screen's.
    mutating func set(_ name: String, to value: Double) -> Bool {
        switch name {
        case ControlsSampleControls.volume: volume = value
        case ControlsSampleControls.copies: copies = value
        default: return false
        }
        return true
    }

    /// Every setting back to its default; the table stays where it is scrolled.
    mutating func reset() {
        let offset = contentOffsetY
        self = ControlsSettings()
        contentOffsetY = offset
    }

    /// Scrolls the table to `y`, where it comes to rest.
    mutating func scroll(to y: Double) {
        let layout = TableLayout(table: table, width: Self.frame.width)
        contentOffsetY = ScrollView.restingOffset(y, contentLength: layout.contentHeight, visibleLength: Self.frame.height)
    }

    /// The table's frame: the content area between the navigation bar and the tab bar.
    static let frame = Rect(x: 0, y: 0, width: 320, height: 367)
    /// The distance units, the segments' titles.
    static let unitTitles = ["Miles", "Kilometres"]

    /// The table at these values and scroll offset.
    var table: TableView {
        TableView(style: .grouped, dataSource: sections(self), contentOffsetY: contentOffsetY)
    }

    private func sections(_ state: ControlsSettings) -> TableSections {
        TableSections([
            .init(
                headerTitle: "Notifications",
                rows: [
                    .init(
                        Self.switchCell(
                            "Notifications", ControlsSampleControls.notifications,
                            Switch(isOn: state.notifications, action: "allow notifications"))),
                    .init(
                        Self.switchCell(
                            "Sounds", ControlsSampleControls.sounds,
                            Switch(isOn: state.sounds, isEnabled: state.notifications, action: "play a sound with each notification"))),
                ], headerTitleOrigin: .app),
            .init(
                headerTitle: "Distance",
                rows: [
                    .init(
                        TableCell(
                            reuseIdentifier: "SegmentCell", style: .custom, selectionStyle: .none,
                            contentElements: [
                                .segmentedControl(
                                    ControlsSampleControls.units, at: Point(x: 9, y: 6), width: 282,
                                    SegmentedControl(
                                        Self.unitTitles, selectedIndex: state.unit, style: .bar, action: "choose the distance unit", segmentsOrigin: .app
                                    ))
                            ]))
                ], headerTitleOrigin: .app),
            .init(
                headerTitle: "Output",
                rows: [
                    .init(
                        TableCell(
                            reuseIdentifier: "SliderCell", style: .custom, selectionStyle: .none,
                            contentElements: [
                                .label("volumeLabel", frame: Rect(x: 10, y: 11, width: 70, height: 21), Label.app("Volume", font: .boldSystem(17))),
                                .slider(
                                    ControlsSampleControls.volume, at: Point(x: 90, y: 10), width: 200, Slider(value: state.volume, action: "set the volume")),
                            ])),
                    .init(
                        TableCell(
                            reuseIdentifier: "StepperCell", style: .custom, selectionStyle: .none,
                            contentElements: [
                                .label(
                                    "copiesLabel", frame: Rect(x: 10, y: 11, width: 170, height: 21),
                                    Label(
                                        TextOrigin.formatted(Self.copiesFormat, arguments: [ValueFormat.string(state.copies)]), font: .boldSystem(17),
                                        origin: .appFormat(Self.copiesFormat, arguments: [ValueFormat.string(state.copies)]))),
                                .stepper(
                                    ControlsSampleControls.copies, at: Point(x: 196, y: 8),
                                    Stepper(
                                        value: state.copies, range: ValueRange(1, 10), action: "set the number of copies"
                                    )),
                            ])),
                ], headerTitleOrigin: .app),
            .init(
                footerTitle: "Restores every setting above.",
                rows: [
                    .init(
                        TableCell(
                            reuseIdentifier: "ButtonCell", style: .custom, selectionStyle: .none,
                            contentElements: [
                                .label("resetLabel", frame: Rect(x: 10, y: 11, width: 180, height: 21), Label.app("Default settings", font: .boldSystem(17))),
                                Element(
                                    ControlsSampleControls.reset, frame: Rect(x: 200, y: 6, width: 90, height: 31),
                                    kind: .button(
                                        Button(
                                            "Reset", isEnabled: !state.isDefault, action: "restore the defaults", titleOrigin: .app
                                        ))),
                            ]))
                ], footerTitleOrigin: .app),
        ])
    }

    /// The copies label's wording around the number.
    private static let copiesFormat = "Copies: %@"

    /// A Settings-style row: its title, and a switch as its accessory view.
    private static func switchCell(_ title: String, _ name: String, _ control: Switch) -> TableCell {
        TableCell(reuseIdentifier: "SwitchCell", text: title, accessoryView: .switchControl(name, at: .zero, control), selectionStyle: .none, textOrigin: .app)
    }
}
