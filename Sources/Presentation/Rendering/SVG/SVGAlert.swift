/// Draws an alert the iOS 5 way: a translucent black layer over the screen, a dark blue rounded
/// box with a light border, white title and message, and translucent white buttons.
enum SVGAlert {
    /// Draws the alert laid out as `layout` over everything on a screen of size `screen`.
    static func draw(_ layout: AlertLayout, screen: Size, into svg: inout SVGWriter) {
        svg.element("rect", SVGWriter.frame(Rect(origin: .zero, size: screen)) + SVGWriter.fill(SVGPalette.alertDim))
        svg.element(
            "rect",
            SVGWriter.frame(layout.frame) + [("rx", "10")] + SVGPalette.gradientFill("alert-box") + [("fill-opacity", "0.95")]
                + SVGWriter.stroke(SVGPalette.alertBorder, width: 2))
        for run in layout.title + layout.message {
            SVGTextDrawing.writeEmbossed(run, into: &svg)
        }
        for button in layout.buttons {
            let fill = button.role == .cancel ? "alert-button-cancel" : "alert-button"
            svg.element("rect", SVGWriter.frame(button.frame) + [("rx", "6")] + SVGPalette.gradientFill(fill) + SVGWriter.stroke(SVGPalette.alertButtonBorder))
            SVGTextDrawing.writeEmbossed(button.title, into: &svg)
        }
    }
}
