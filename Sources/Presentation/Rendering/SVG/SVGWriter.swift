/// Builds an SVG document line by line: elements with attributes in a fixed order, two-space
/// indentation, escaped text, and clip paths numbered `clip-1`, `clip-2`... in document order.
struct SVGWriter {
    /// An attribute: its name and its unescaped value.
    typealias Attribute = (name: String, value: String)

    private(set) var lines: [String] = []
    private var depth = 0
    private var clipCount = 0

    /// Opens `<name attributes>`; close it with ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        add("<" + name + SVGWriter.format(attributes) + ">")
        depth += 1
    }

    /// Closes the innermost open element, `</name>`.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        add("</" + name + ">")
    }

    /// An empty element, `<name attributes/>`.
    mutating func element(_ name: String, _ attributes: [Attribute]) {
        add("<" + name + SVGWriter.format(attributes) + "/>")
    }

    /// An element holding escaped text, `<name attributes>text</name>`.
    mutating func element(_ name: String, _ attributes: [Attribute], text: String) {
        add("<" + name + SVGWriter.format(attributes) + ">" + SVGEscaping.escaped(text) + "</" + name + ">")
    }

    /// Opens a group clipped to `rect`: a `<clipPath>` with the next id, then a `<g>` using it;
    /// end it with ``endClip()``.
    mutating func beginClip(_ rect: Rect) {
        clipCount += 1
        let id = "clip-\(clipCount)"
        open("clipPath", [("id", id)])
        element("rect", SVGWriter.frame(rect))
        close("clipPath")
        open("g", [("clip-path", "url(#" + id + ")")])
    }

    /// Closes the group of the innermost ``beginClip(_:)``.
    mutating func endClip() {
        close("g")
    }

    /// The document: the lines, LF endings, one trailing newline.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// `x`, `y`, `width` and `height` of `rect`, sizes never negative.
    static func frame(_ rect: Rect) -> [Attribute] {
        [
            ("x", SVGNumber.string(rect.minX)), ("y", SVGNumber.string(rect.minY)),
            ("width", SVGNumber.string(max(0, rect.width))), ("height", SVGNumber.string(max(0, rect.height))),
        ]
    }

    /// `fill` (`#RRGGBB`) and, when the color is not opaque, `fill-opacity`.
    static func fill(_ color: Color) -> [Attribute] {
        paint("fill", color)
    }

    /// `stroke` and, when the color is not opaque, `stroke-opacity`.
    static func stroke(_ color: Color, width: Double = 1) -> [Attribute] {
        paint("stroke", color) + [("stroke-width", SVGNumber.string(width))]
    }

    private static func paint(_ name: String, _ color: Color) -> [Attribute] {
        let opaque = Color(red: color.red, green: color.green, blue: color.blue).hex
        return color.alpha >= 1 ? [(name, opaque)] : [(name, opaque), (name + "-opacity", SVGNumber.fraction(color.alpha))]
    }

    private mutating func add(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }

    private static func format(_ attributes: [Attribute]) -> String {
        attributes.map { " " + $0.name + "=\"" + SVGEscaping.escaped($0.value) + "\"" }.joined()
    }
}
