/// The iPhone a screen is laid out for: the two 2012 iPhones with iOS 6 chrome (status bar 20,
/// navigation bar 44, tab bar 49, opaque), and today's with iOS 17 chrome (the status bar and
/// sensor housing above the safe area, the home indicator below it, the tab bar 49 plus the
/// home indicator). Sizes and insets: `Docs/UIKIT-FACTS.md`.
public enum Device: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The 3.5-inch iPhone (to the 4S): 320x480 points, the default.
    case iPhone35Inch = "iphone-3.5in"
    /// The 4-inch iPhone 5: 320x568 points.
    case iPhone4Inch = "iphone-4in"
    /// The iPhone SE (3rd generation, 2022): 375x667 points, a home button, iOS 17.
    case iPhoneSE = "iphone-se"
    /// The iPhone 15: 393x852 points, the Dynamic Island, iOS 17.
    case iPhone15 = "iphone-15"
    /// The iPhone 16 Pro Max: 440x956 points, the Dynamic Island, iOS 17 chrome.
    case iPhone16ProMax = "iphone-16-pro-max"

    /// The screen's size in points.
    public var size: Size {
        switch self {
        case .iPhone35Inch: Size(width: 320, height: 480)
        case .iPhone4Inch: Size(width: 320, height: 568)
        case .iPhoneSE: Size(width: 375, height: 667)
        case .iPhone15: Size(width: 393, height: 852)
        case .iPhone16ProMax: Size(width: 440, height: 956)
        }
    }

    /// The top of the safe area: the status bar (20) on the phones with a home button, the
    /// sensor housing on the others (59 on the iPhone 15, whose status bar draws 54; 62 on
    /// the 16 Pro Max, approximate). Bars below it start there.
    public var safeAreaTop: Double {
        switch self {
        case .iPhone35Inch, .iPhone4Inch, .iPhoneSE: 20
        case .iPhone15: 59
        case .iPhone16ProMax: 62
        }
    }

    /// The home indicator's inset at the bottom of the safe area (0 with a home button).
    public var homeIndicatorHeight: Double {
        switch self {
        case .iPhone35Inch, .iPhone4Inch, .iPhoneSE: 0
        case .iPhone15, .iPhone16ProMax: 34
        }
    }

    /// Whether the screen has today's chrome (iOS 17) rather than the 2012 iPhones' (iOS 6).
    public var hasModernChrome: Bool {
        switch self {
        case .iPhone35Inch, .iPhone4Inch: false
        case .iPhoneSE, .iPhone15, .iPhone16ProMax: true
        }
    }

    /// The phone's name as a snapshot's first line prints it: `iPhone` for the 2012 ones (as
    /// their references always have), `iPhone 15` for today's.
    public var marketingName: String {
        switch self {
        case .iPhone35Inch, .iPhone4Inch: "iPhone"
        case .iPhoneSE: "iPhone SE"
        case .iPhone15: "iPhone 15"
        case .iPhone16ProMax: "iPhone 16 Pro Max"
        }
    }

    /// The name the command line takes: `iphone-3.5in`, `iphone-4in`, `iphone-se`, `iphone-15`,
    /// `iphone-16-pro-max`.
    public var description: String { rawValue }
}
