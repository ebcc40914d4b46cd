import Presentation

/// The controls at the sizes UIKit gives them on iOS 5 and 6, in every state worth a look: the
/// four segmented control styles at their heights, a switch on, off and disabled, sliders at
/// both ends and disabled, steppers at either limit.
enum SampleControls {
    /// The screen.
    static func sizes() -> Screen {
        var content: [Element] = []
        var y = 10.0
        for style in SegmentedControlStyle.allCases {
            content.append(
                .segmentedControl(
                    style.rawValue + "Style", at: Point(x: 10, y: y), width: 300,
                    SegmentedControl(
                        ["One", "Two", "Three"], selectedIndex: 1, style: style, segmentsOrigin: .app
                    )))
            y += style.height + 8
        }
        content += [
            .switchControl("on", at: Point(x: 10, y: y), Switch(isOn: true)),
            .switchControl("off", at: Point(x: 120, y: y), Switch(isOn: false)),
            .switchControl("disabled", at: Point(x: 230, y: y), Switch(isOn: true, isEnabled: false)),
            .slider("minimum", at: Point(x: 10, y: y + 37), width: 145, Slider(value: 0)),
            .slider("maximum", at: Point(x: 165, y: y + 37), width: 145, Slider(value: 1)),
            .slider("disabledSlider", at: Point(x: 10, y: y + 70), width: 300, Slider(value: 0.3, isEnabled: false)),
            .stepper("atMinimum", at: Point(x: 10, y: y + 103), Stepper(value: 0, range: ValueRange(0, 5))),
            .stepper("atMaximum", at: Point(x: 113, y: y + 103), Stepper(value: 5, range: ValueRange(0, 5))),
            .stepper("disabledStepper", at: Point(x: 216, y: y + 103), Stepper(value: 2, isEnabled: false)),
        ]
        return Screen(
            appName: SampleScreens.appName,
            breadcrumb: ["Control Sizes"],
            navigationBar: NavigationBar(title: "Control Sizes"),
            content: content
        )
    }
}
