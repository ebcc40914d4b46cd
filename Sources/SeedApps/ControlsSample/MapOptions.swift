import Navigation
import Presentation

/// The Map tab: a plain white view with a plain-style segmented control, a switch, a slider
/// and a stepper, each under or beside its label, at the sizes UIKit gives them. Its state is
/// what those controls show.
public struct MapOptions: ScreenFeature {
    /// The map options scene ("Map Options").
    public static let scene: SceneID = ControlsSampleStoryboard.map

    /// The map type, an index of `mapTypes`.
    public internal(set) var mapType = 0
    /// Whether traffic shows (the switch).
    public internal(set) var showsTraffic = false
    /// The zoom level, 1 to 18 (the slider).
    public internal(set) var zoom = 10.0
    /// The number of pins dropped, 0 to 10 (the stepper).
    public internal(set) var pins = 3.0

    /// The options at their defaults.
    public init() {}

    /// A control's new value; a scroll changes nothing (the view does not scroll). Nil for a
    /// control this screen does not have.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<ControlsSampleEffect, ControlsSampleMessage>]? {
        let handled: Bool
        switch touch {
        case let .toggleSwitch(name, isOn, _): handled = toggle(name, isOn: isOn)
        case let .selectSegment(name, index, _): handled = select(name, index: index)
        case let .setValue(name, value, _): handled = set(name, to: value)
        case .scroll: handled = true
        default: handled = false
        }
        return handled ? [] : nil
    }

    /// Flips the switch called `name`; false when it is not one of this screen's.
    mutating func toggle(_ name: String, isOn: Bool) -> Bool {
        guard name == ControlsSampleControls.traffic else { return false }
        showsTraffic = isOn
        return true
    }

    /// Selects a segment of the segmented control called `name`; false when it is not one of
    /// this screen's.
    mutating func select(_ name: String, index: Int) -> Bool {
        guard name == ControlsSampleControls.mapType else { return false }
        mapType = index
        return true
    }

    /// Sets the slider or stepper called `name`; false when it is not one of this screen's.
    mutating func set(_ name: String, to value: Double) -> Bool {
        switch name {
        case ControlsSampleControls.zoom: zoom = value
        case ControlsSampleControls.pins: pins = value
        default: return false
        }
        return true
    }

    /// The map types, the segments' titles.
    static let mapTypes = ["Standard", "Satellite", "Hybrid"]

    /// The labels and controls at these values.
    public func render(in context: ScreenContext) -> ScreenContent {
        let state = self
        return ScreenContent([
            .view("background", frame: Rect(x: 0, y: 0, width: 320, height: 367), color: .white).autoresizing(.flexibleSize),
            .label("mapTypeLabel", frame: Rect(x: 20, y: 20, width: 280, height: 21), Label.app("Map type")),
            .segmentedControl(
                ControlsSampleControls.mapType, at: Point(x: 20, y: 49), width: 280,
                SegmentedControl(
                    Self.mapTypes, selectedIndex: state.mapType, action: "choose the map type", segmentsOrigin: .app
                )),
            .label("trafficLabel", frame: Rect(x: 20, y: 118, width: 180, height: 21), Label.app("Show traffic")),
            .switchControl(ControlsSampleControls.traffic, at: Point(x: 221, y: 115), Switch(isOn: state.showsTraffic, action: "show traffic")),
            .label("zoomLabel", frame: Rect(x: 20, y: 162, width: 280, height: 21), Self.label(format: "Zoom: %@", ValueFormat.string(state.zoom))),
            .slider(
                ControlsSampleControls.zoom, at: Point(x: 20, y: 191), width: 280,
                Slider(
                    value: state.zoom, range: ValueRange(1, 18), action: "zoom the map"
                )),
            .label("pinsLabel", frame: Rect(x: 20, y: 241, width: 180, height: 21), Self.label(format: "Pins: %@", ValueFormat.string(state.pins))),
            .stepper(
                ControlsSampleControls.pins, at: Point(x: 206, y: 238),
                Stepper(
                    value: state.pins, range: ValueRange(0, 10), action: "drop or lift a pin"
                )),
        ])
    }

    /// A label of the app's wording `format` around `value`, which a translation keeps.
    private static func label(format: String, _ value: String) -> Label {
        Label(TextOrigin.formatted(format, arguments: [value]), origin: .appFormat(format, arguments: [value]))
    }
}
