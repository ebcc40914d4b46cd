import Presentation

/// The screen a scene is laid out on: its size, the pixel grid frames snap to, and the part of
/// it the system's bars leave free (the safe area). Interface Builder lays a file's scenes out
/// on the device its `<device id=...>` names; `init(interfaceBuilderDevice:orientation:)`
/// knows those ids.
public struct LayoutCanvas: Hashable, Sendable {
    /// The screen's size in points.
    public var size: Size
    /// Pixels per point: frames are rounded to this grid (`1/scale`), as UIKit rounds them.
    public var scale: Double
    /// The status bar's height, and on the notched and Dynamic Island phones the sensor housing
    /// (the top safe-area inset without bars).
    public var statusBarHeight: Double
    /// The home indicator's inset at the bottom (0 on phones with a home button).
    public var homeIndicatorHeight: Double
    /// Whether the status bar counts in the safe area only under a navigation bar: Xcode 11
    /// to 14 draw the phones with a home button so (measured from real files' frames).
    public var statusBarNeedsTopBar = false

    /// A canvas of `size` at `scale`, with the status bar and home indicator insets.
    public init(size: Size, scale: Double = 2, statusBarHeight: Double = 20, homeIndicatorHeight: Double = 0) {
        self.size = size
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.homeIndicatorHeight = homeIndicatorHeight
    }

    /// The canvas of an Interface Builder device id (`retina4_7`, `retina6_1` ...) in
    /// `orientation` (`portrait` unless `landscape`), as the Interface Builder of `toolsVersion`
    /// simulates it; `drawnSize` (the root view's stored size, when it is the whole screen)
    /// picks the phone where one id stands for several. Nil for an id this table does not know
    /// (an iPad, a Mac, a watch): the caller takes the canvas from the root view's frame.
    ///
    /// The status bar is 20 points on the phones with a home button (Xcode 11 to 14 leave it
    /// out of the safe area of a scene without a navigation bar: `SceneBars`). The sensor
    /// housing's height changed with the phones Xcode simulates under an id: 44 on
    /// `retina5_9` and `retina6_1` until Xcode 13, then (build 20000, Xcode 14) 50 and 48 (the iPhone 13 mini and 11 on
    /// iOS 15 and later); `retina6_12` is the iPhone 14 (47) at 390 points and the iPhone 15
    /// (59) at 393. Measured from the stored frames of real files (`Docs/AutoLayout.md`).
    public init?(interfaceBuilderDevice id: String, orientation: String? = nil, toolsVersion: Double = 0, drawnSize: Size? = nil) {
        guard let (width, height, scale, status, home) = Self.device(id, toolsVersion: toolsVersion, drawnSize: drawnSize) else { return nil }
        if orientation == "landscape" {
            self.init(size: Size(width: height, height: width), scale: scale, statusBarHeight: 0, homeIndicatorHeight: home == 0 ? 0 : 21)
        } else {
            self.init(size: Size(width: width, height: height), scale: scale, statusBarHeight: status, homeIndicatorHeight: home)
        }
        statusBarNeedsTopBar = home == 0 && (15000..<23000).contains(toolsVersion)
    }

    /// Today's iPhones by the names `--device` takes: `iphone-se` (the 3rd generation,
    /// 375x667, status bar 20), `iphone-15` (393x852, safe area 59 above and 34 below) and
    /// `iphone-16-pro-max` (440x956, 62 and 34), portrait. Nil for another name.
    public init?(named name: String) {
        switch name {
        case "iphone-se": self.init(size: Size(width: 375, height: 667), scale: 2, statusBarHeight: 20, homeIndicatorHeight: 0)
        case "iphone-15": self.init(size: Size(width: 393, height: 852), scale: 3, statusBarHeight: 59, homeIndicatorHeight: 34)
        case "iphone-16-pro-max": self.init(size: Size(width: 440, height: 956), scale: 3, statusBarHeight: 62, homeIndicatorHeight: 34)
        default: return nil
        }
    }

    /// The names ``init(named:)`` takes.
    public static let names = ["iphone-se", "iphone-15", "iphone-16-pro-max"]

    /// Width, height, scale, status bar (or sensor housing) and home indicator of a device id,
    /// portrait.
    private static func device(_ id: String, toolsVersion: Double, drawnSize: Size?) -> (Double, Double, Double, Double, Double)? {
        let iOS15 = toolsVersion >= 20000
        let status = 20.0
        switch id {
        case "retina3_5": return (320, 480, 2, status, 0)
        case "retina4_0": return (320, 568, 2, status, 0)
        case "retina4_7": return (375, 667, 2, status, 0)
        case "retina5_5": return (414, 736, 3, status, 0)
        case "retina5_9": return (375, 812, 3, iOS15 ? 50 : 44, 34)
        case "retina6_1": return (414, 896, 2, iOS15 ? 48 : 44, 34)
        case "retina6_5": return (414, 896, 3, 44, 34)
        case "retina5_4": return (375, 812, 3, 50, 34)
        case "retina6_0": return (390, 844, 3, 47, 34)
        case "retina6_12": return drawnSize?.width == 393 ? (393, 852, 3, 59, 34) : (390, 844, 3, 47, 34)
        case "retina6_7": return drawnSize?.width == 430 ? (430, 932, 3, 59, 34) : (428, 926, 3, 47, 34)
        case "retina6_72": return (430, 932, 3, 59, 34)
        case "retina6_3": return (402, 874, 3, 62, 34)
        case "retina6_9": return (440, 956, 3, 62, 34)
        default: return nil
        }
    }

    /// The screen as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// `value` rounded up to the pixel grid (a text's measured size, as UIKit rounds it).
    public func ceilToPixel(_ value: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }

    /// `value` rounded to the nearest pixel (a solved frame's edge).
    public func roundToPixel(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }
}
