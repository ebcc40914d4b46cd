/// The system keyboard (`UIKeyboard`) as it shows while a text field or an editable text view
/// has the focus: a full-width panel at the bottom of the screen, over the tab bar and the
/// content. Its frame is the one `UIKeyboardFrameEndUserInfoKey` reports.
///
/// The screens are portrait: 216 points tall on the 2012 iPhones (the English keyboard of
/// iOS 5 and 6, `Docs/UIKIT-FACTS.md`), taller on today's (with the suggestion bar and the
/// home indicator's strip). Landscape (162 points) comes with orientations.
public enum Keyboard {
    /// The keyboard's height on `device`, in points.
    public static func height(on device: Device) -> Double {
        switch device {
        case .iPhone35Inch, .iPhone4Inch: 216
        // iOS 17's English keyboard with its suggestion bar, above the home indicator strip
        // it covers (approximate: `Docs/UIKIT-FACTS.md`).
        case .iPhoneSE: 260
        case .iPhone15: 336
        case .iPhone16ProMax: 346
        }
    }

    /// The keyboard's frame on `device`, in screen coordinates: at the bottom, full width.
    public static func frame(on device: Device) -> Rect {
        let height = height(on: device)
        return Rect(x: 0, y: device.size.height - height, width: device.size.width, height: height)
    }
}

/// The title of the keyboard's return key (`UIReturnKeyType`), which the focused text field
/// sets; what pressing it does is the app's (`textFieldShouldReturn:`).
public enum ReturnKey: String, Sendable, Hashable, CaseIterable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next": by convention the focus moves to the next field.
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done": by convention the keyboard goes down.
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue" (iOS 9).
    case `continue`

    /// The key's title as the keyboard shows it.
    public var title: String {
        switch self {
        case .default: "return"
        case .emergencyCall: "Emergency Call"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

/// When dragging a table or scroll view puts the keyboard down (`keyboardDismissMode`, iOS 7).
public enum KeyboardDismissMode: String, Sendable, Hashable, CaseIterable {
    /// A drag leaves the keyboard up (the default).
    case none
    /// The keyboard goes down as a drag starts.
    case onDrag
    /// The keyboard follows the finger down and goes when it is dragged off.
    case interactive
}
