/// The properties of a `UISwitch`: on or off.
///
/// UIKit gives every switch the same size whatever frame it is created with: 79x27 points on
/// iOS 5 and 6 (``size``, `Docs/UIKIT-FACTS.md`); ``Element/switchControl(_:at:_:)`` places one
/// at that size.
public struct Switch: Hashable, Sendable {
    /// Whether the switch is on.
    public var isOn: Bool
    /// Whether the user can flip it.
    public var isEnabled: Bool
    /// What flipping it does, in words (`turn notifications off`); printed in snapshots.
    public var action: String?

    /// The size of every switch on iOS 5 and 6.
    public static let size = Size(width: 79, height: 27)

    /// Creates a switch.
    public init(isOn: Bool, isEnabled: Bool = true, action: String? = nil) {
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.action = action
    }
}

extension Element {
    /// A switch whose top left corner is `origin`, at the size UIKit gives every switch.
    public static func switchControl(_ name: String, at origin: Point, _ control: Switch) -> Element {
        Element(name, frame: Rect(origin: origin, size: Switch.size), kind: .switchControl(control))
    }
}
