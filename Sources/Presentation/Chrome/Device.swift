/// The iPhone a screen is laid out for, both with iOS 6 chrome (status bar 20, navigation bar
/// 44, tab bar 49).
public enum Device: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The 3.5-inch iPhone (to the 4S): 320x480 points, the default.
    case iPhone35Inch = "iphone-3.5in"
    /// The 4-inch iPhone 5: 320x568 points.
    case iPhone4Inch = "iphone-4in"

    /// The screen's size in points.
    public var size: Size {
        switch self {
        case .iPhone35Inch: Size(width: 320, height: 480)
        case .iPhone4Inch: Size(width: 320, height: 568)
        }
    }

    /// The name the command line takes: `iphone-3.5in`, `iphone-4in`.
    public var description: String { rawValue }
}
