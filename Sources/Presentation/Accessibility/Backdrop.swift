/// What is painted behind a text: a color, a vertical gradient, or an image whose pixels the
/// model does not know.
enum Backdrop: Hashable, Sendable {
    /// A solid color.
    case color(Color)
    /// A vertical gradient from `top` to `bottom` over `frame` (screen points).
    case gradient(top: Color, bottom: Color, frame: Rect)
    /// An image, by name.
    case image(String)

    /// The colors behind a text drawn in `rect`: the color, the gradient at the text's top and
    /// bottom edges (its darkest and lightest part behind the text), or nil for an image.
    func colors(behind rect: Rect) -> [Color]? {
        switch self {
        case .color(let color):
            return [color]
        case .gradient(let top, let bottom, let frame):
            func at(_ y: Double) -> Color {
                let t = frame.height > 0 ? min(1, max(0, (y - frame.minY) / frame.height)) : 0
                return Color(
                    red: top.red + (bottom.red - top.red) * t, green: top.green + (bottom.green - top.green) * t,
                    blue: top.blue + (bottom.blue - top.blue) * t, alpha: top.alpha + (bottom.alpha - top.alpha) * t
                )
            }
            return [at(rect.minY), at(rect.maxY)]
        case .image:
            return nil
        }
    }

    /// The backdrop seen when `color` (possibly translucent) is painted over this one.
    func under(_ color: Color) -> Backdrop {
        guard color.alpha < 1 else { return .color(color) }
        switch self {
        case .color(let back): return .color(color.composited(over: back))
        case .gradient(let top, let bottom, let frame): return .gradient(top: color.composited(over: top), bottom: color.composited(over: bottom), frame: frame)
        case .image: return self
        }
    }

    /// A short description for a finding: `#FFFFFF`, `gradient #B0BCCD-#6D84A2`, `image menubar.png`.
    var description: String {
        switch self {
        case .color(let color): color.hex
        case .gradient(let top, let bottom, _): "gradient " + top.hex + "-" + bottom.hex
        case .image(let name): "image " + name
        }
    }
}

/// The regions painted so far on a screen, back to front, and what lies behind a rect.
struct PaintedRegions {
    private var regions: [(frame: Rect, backdrop: Backdrop)]

    /// A screen of `size` painted `color` (the window and root view's white).
    init(screen: Rect, color: Color) {
        regions = [(screen, .color(color))]
    }

    /// Paints `backdrop` over `frame`.
    mutating func paint(_ frame: Rect, _ backdrop: Backdrop) {
        guard frame.width > 0, frame.height > 0 else { return }
        regions.append((frame, backdrop))
    }

    /// Paints `color` over `frame`, composited over what lies under the frame's centre when
    /// it is translucent.
    mutating func paint(_ frame: Rect, color: Color) {
        guard color.alpha > 0 else { return }
        let centre = Rect(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2, width: 0, height: 0)
        let below = backdrops(behind: centre).first ?? .color(.white)
        paint(frame, below.under(color))
    }

    /// What lies behind `rect`, topmost first, down to the first region that covers it whole.
    /// - Complexity: O(regions).
    func backdrops(behind rect: Rect) -> [Backdrop] {
        var found: [Backdrop] = []
        for region in regions.reversed() {
            let frame = region.frame
            let covers = frame.minX <= rect.minX && frame.maxX >= rect.maxX && frame.minY <= rect.minY && frame.maxY >= rect.maxY
            let touches = frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
            guard covers || touches else { continue }
            if !found.contains(region.backdrop) { found.append(region.backdrop) }
            if covers { break }
        }
        return found
    }
}

extension SVGPalette {
    /// The gradient `id` of the palette over `frame`, as a backdrop (white when the id is unknown).
    static func backdrop(_ id: String, frame: Rect) -> Backdrop {
        guard let gradient = gradients.first(where: { $0.id == id }) else { return .color(.white) }
        return .gradient(top: gradient.top, bottom: gradient.bottom, frame: frame)
    }
}
