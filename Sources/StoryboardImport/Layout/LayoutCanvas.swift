import Presentation

/// The screen a scene is laid out on: its size, the pixel grid frames snap to, and the part of
/// it the system's bars leave free (the safe area). Interface Builder lays a file's scenes out
/// on the device its `<device id=...>` names; ``init(interfaceBuilderDevice:orientation:)``
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

    /// A canvas of `size` at `scale`, with the status bar and home indicator insets.
    public init(size: Size, scale: Double = 2, statusBarHeight: Double = 20, homeIndicatorHeight: Double = 0) {
        self.size = size
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.homeIndicatorHeight = homeIndicatorHeight
    }

    /// The canvas of an Interface Builder device id (`retina4_7`, `retina6_1`, `iPhone15` ...)
    /// in `orientation` (`portrait` unless `landscape`); nil for an id this table does not know
    /// (an iPad, a Mac, a watch), whose canvas the caller takes from the root view's frame.
    public init?(interfaceBuilderDevice id: String, orientation: String? = nil) {
        guard let (width, height, scale, status, home) = Self.devices[id] else { return nil }
        if orientation == "landscape" {
            self.init(size: Size(width: height, height: width), scale: scale, statusBarHeight: 0, homeIndicatorHeight: home == 0 ? 0 : 21)
        } else {
            self.init(size: Size(width: width, height: height), scale: scale, statusBarHeight: status, homeIndicatorHeight: home)
        }
    }

    /// Interface Builder's iPhone device ids: width, height, scale, status bar (or sensor
    /// housing) and home indicator, portrait (``Docs/UIKIT-FACTS.md``).
    private static let devices: [String: (Double, Double, Double, Double, Double)] = [
        "retina3_5": (320, 480, 2, 20, 0),
        "retina4_0": (320, 568, 2, 20, 0),
        "retina4_7": (375, 667, 2, 20, 0),
        "retina5_5": (414, 736, 3, 20, 0),
        "retina5_9": (375, 812, 3, 44, 34),
        "retina6_1": (414, 896, 2, 44, 34),
        "retina6_5": (414, 896, 3, 44, 34),
        "retina5_4": (375, 812, 3, 50, 34),
        "retina6_0": (390, 844, 3, 47, 34),
        "retina6_12": (390, 844, 3, 47, 34),
        "retina6_7": (428, 926, 3, 47, 34),
        "retina6_3": (402, 874, 3, 62, 34),
        "retina6_9": (440, 956, 3, 62, 34),
        "iPhone14Pro": (393, 852, 3, 59, 34),
        "iPhone14ProMax": (430, 932, 3, 59, 34),
        "retina6_1_2": (393, 852, 3, 59, 34),
        "retina6_72": (430, 932, 3, 59, 34),
    ]

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
