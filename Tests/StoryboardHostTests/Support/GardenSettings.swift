import Navigation
import Presentation

/// The Settings tab: a grouped table with an About cell holding a scrolling text view, two
/// switches as rows' accessory views (Sounds enabled only with Notifications), a segmented
/// control, a slider and a stepper in cells, and a Reset button in a cell at the bottom,
/// below the fold on the 3.5-inch iPhone.
struct GardenSettings: ScreenFeature {
    static let scene: SceneID = GardenStoryboard.settings
    static let frame = Rect(x: 0, y: 0, width: 320, height: 367)
    static let about = String(repeating: "A garden app for the host's tests: nothing here is sent anywhere. ", count: 6)

    var notifications = false
    var sounds = false
    var unit = 0
    var volume = 0.5
    var copies = 1.0
    var contentOffsetY = 0.0

    mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<GardenEffect, GardenMessage>]? {
        switch touch {
        case .toggleSwitch("notificationsSwitch", let isOn, _): notifications = isOn
        case .toggleSwitch("soundsSwitch", let isOn, _): sounds = isOn
        case .selectSegment("unitsControl", let index, _): unit = index
        case .setValue("volumeSlider", let value, _): volume = value
        case .setValue("copiesStepper", let value, _): copies = value
        case .tapCellButton("resetButton", _):
            let offset = contentOffsetY
            self = GardenSettings()
            contentOffsetY = offset
        case .scroll(let y):
            let layout = TableLayout(table: table, width: Self.frame.width)
            contentOffsetY = ScrollView.restingOffset(y, contentLength: layout.contentHeight, visibleLength: Self.frame.height)
        default:
            return nil
        }
        return []
    }

    func render(in context: ScreenContext) -> ScreenContent {
        ScreenContent([Element("tableView", frame: Self.frame, kind: .table(table)).autoresizing(.flexibleSize)])
    }

    private var isDefault: Bool {
        var defaults = GardenSettings()
        defaults.contentOffsetY = contentOffsetY
        return self == defaults
    }

    private var table: TableView {
        TableView(
            style: .grouped,
            dataSource: TableSections([
                .init(
                    headerTitle: "About",
                    rows: [
                        .init(
                            TableCell(
                                reuseIdentifier: "AboutCell", selectionStyle: .none,
                                cellElements: [
                                    Element(
                                        "aboutView", frame: Rect(x: 15, y: 5, width: 270, height: 75),
                                        kind: .textView(TextView(Self.about, font: .system(12), textColor: .black, isEditable: false)))
                                ]), height: 85)
                    ]),
                .init(
                    headerTitle: "Notifications",
                    rows: [
                        .init(Self.switchCell("Notifications", "notificationsSwitch", Switch(isOn: notifications, action: "allow notifications"))),
                        .init(Self.switchCell("Sounds", "soundsSwitch", Switch(isOn: sounds, isEnabled: notifications, action: "play a sound"))),
                    ]),
                .init(
                    headerTitle: "Units",
                    rows: [
                        .init(
                            TableCell(
                                reuseIdentifier: "SegmentCell", style: .custom, selectionStyle: .none,
                                contentElements: [
                                    .segmentedControl(
                                        "unitsControl", at: Point(x: 9, y: 6), width: 282,
                                        SegmentedControl(["Metres", "Feet"], selectedIndex: unit, style: .bar, action: "choose the unit"))
                                ]))
                    ]),
                .init(
                    headerTitle: "Output",
                    rows: [
                        .init(
                            TableCell(
                                reuseIdentifier: "SliderCell", style: .custom, selectionStyle: .none,
                                contentElements: [
                                    .label("volumeLabel", frame: Rect(x: 10, y: 11, width: 70, height: 21), Label("Volume", font: .boldSystem(17))),
                                    .slider("volumeSlider", at: Point(x: 90, y: 10), width: 200, Slider(value: volume, action: "set the volume")),
                                ])),
                        .init(
                            TableCell(
                                reuseIdentifier: "StepperCell", style: .custom, selectionStyle: .none,
                                contentElements: [
                                    .label(
                                        "copiesLabel", frame: Rect(x: 10, y: 11, width: 170, height: 21),
                                        Label("Copies: \(Int(copies))", font: .boldSystem(17))),
                                    .stepper(
                                        "copiesStepper", at: Point(x: 196, y: 8), Stepper(value: copies, range: ValueRange(1, 10), action: "set the copies")),
                                ])),
                    ]),
                .init(rows: [
                    .init(
                        TableCell(
                            reuseIdentifier: "ButtonCell", style: .custom, selectionStyle: .none,
                            contentElements: [
                                .label("resetLabel", frame: Rect(x: 10, y: 11, width: 180, height: 21), Label("Default settings", font: .boldSystem(17))),
                                Element(
                                    "resetButton", frame: Rect(x: 200, y: 6, width: 90, height: 31),
                                    kind: .button(Button("Reset", isEnabled: !isDefault, action: "restore the defaults"))),
                            ]))
                ]),
            ]), contentOffsetY: contentOffsetY)
    }

    private static func switchCell(_ title: String, _ name: String, _ control: Switch) -> TableCell {
        TableCell(reuseIdentifier: "SwitchCell", text: title, accessoryView: .switchControl(name, at: .zero, control), selectionStyle: .none)
    }
}
