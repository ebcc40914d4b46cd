/// An image by name, with its size in points when known (the size decides where aspect fit and
/// aspect fill place it).
public struct ImageAsset: Hashable, Sendable, CustomStringConvertible {
    /// The file name, e.g. `first.png` or `service-1.jpg`.
    public var name: String
    /// The image's own size in points, if known.
    public var size: Size?

    /// Creates an image reference.
    public init(_ name: String, size: Size? = nil) {
        self.name = name
        self.size = size
    }

    /// The name, and the size when known: `service-1.jpg 640x218`.
    public var description: String {
        guard let size else { return name }
        return name + " " + PointFormat.string(size)
    }
}

/// How an image view fits its image into its bounds (`UIViewContentMode`).
public enum ContentMode: String, Sendable, Equatable {
    /// Stretched to the bounds (UIKit's default).
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centered.
    case aspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio, centered.
    case aspectFill
    /// Not scaled, centered.
    case center
}

/// The properties of a `UIImageView`.
public struct ImageView: Sendable, Equatable {
    /// The image shown, or nil for an empty image view.
    public var image: ImageAsset?
    /// How the image is fitted.
    public var contentMode: ContentMode
    /// Whether drawing outside the bounds is hidden (UIImageView's default is off).
    public var clipsToBounds: Bool
    /// What stands in the image's place while there is no image: a loading or failure note.
    public var placeholder: String?

    /// Creates an image view.
    public init(_ image: ImageAsset?, contentMode: ContentMode = .scaleToFill, clipsToBounds: Bool = false, placeholder: String? = nil) {
        self.image = image
        self.contentMode = contentMode
        self.clipsToBounds = clipsToBounds
        self.placeholder = placeholder
    }

    /// Where the image is drawn inside `bounds` (`Docs/UIKIT-FACTS.md`: fit uses min scale,
    /// fill uses max scale, both centered). Without a known image size the image fills the
    /// bounds.
    public func imageRect(in bounds: Rect) -> Rect {
        guard let size = image?.size, size.width > 0, size.height > 0 else { return bounds }
        let scale: Double
        switch contentMode {
        case .scaleToFill: return bounds
        case .aspectFit: scale = min(bounds.width / size.width, bounds.height / size.height)
        case .aspectFill: scale = max(bounds.width / size.width, bounds.height / size.height)
        case .center: scale = 1
        }
        let width = size.width * scale
        let height = size.height * scale
        return Rect(
            x: bounds.minX + (bounds.width - width) / 2,
            y: bounds.minY + (bounds.height - height) / 2,
            width: width,
            height: height
        )
    }

    /// The part of the image rect that is visible: all of it, or only what lies inside the
    /// bounds when ``clipsToBounds`` is on.
    public func visibleImageRect(in bounds: Rect) -> Rect {
        let rect = imageRect(in: bounds)
        guard clipsToBounds else { return rect }
        let minX = max(rect.minX, bounds.minX), maxX = min(rect.maxX, bounds.maxX)
        let minY = max(rect.minY, bounds.minY), maxY = min(rect.maxY, bounds.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
