/// Where an element's parent coordinate space sits on screen, and which part of the screen is
/// visible through the parents (scroll views and tables clip what lies outside them).
struct ElementContext {
    /// The screen position of the parent's coordinate origin.
    var origin: Point
    /// The visible part of the screen, in screen coordinates.
    var visible: Rect
    /// Whether everything shows, as on an Interface Builder canvas: nothing is clipped and every
    /// table row and text line is printed (``TextRenderer/renderCanvas(_:)``).
    var showsEverything = false
    /// How far the screen's chrome lets a scroll view at the content's top show beyond the
    /// content area, above and below (``Screen/barUnderlap``); zero inside any element.
    var underlap: (above: Double, below: Double) = (0, 0)

    /// The context of a canvas: parents at the origin, nothing clipped, nothing out of view.
    static let canvas = ElementContext(
        origin: .zero,
        visible: Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12),
        showsEverything: true
    )

    /// The screen frame of a rect given in the parent's coordinates.
    func absolute(_ frame: Rect) -> Rect {
        frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Whether a rect in the parent's coordinates shows on screen.
    func isVisible(_ frame: Rect) -> Bool {
        if showsEverything { return true }
        let screenFrame = absolute(frame)
        if screenFrame.height == 0 || screenFrame.width == 0 {
            return screenFrame.minY >= visible.minY && screenFrame.minY <= visible.maxY
        }
        return screenFrame.intersects(visible)
    }

    /// The context for the children of an element at `frame` whose content is scrolled by
    /// `offset` and clipped to the element's bounds when `clips`.
    func entering(_ frame: Rect, offset: Point = .zero, clips: Bool) -> ElementContext {
        let screenFrame = absolute(frame)
        let childOrigin = Point(x: screenFrame.minX - offset.x, y: screenFrame.minY - offset.y)
        guard clips, !showsEverything else { return ElementContext(origin: childOrigin, visible: visible, showsEverything: showsEverything) }
        let minX = max(visible.minX, screenFrame.minX), maxX = min(visible.maxX, screenFrame.maxX)
        let minY = max(visible.minY, screenFrame.minY), maxY = min(visible.maxY, screenFrame.maxY)
        return ElementContext(
            origin: childOrigin,
            visible: Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        )
    }
}
