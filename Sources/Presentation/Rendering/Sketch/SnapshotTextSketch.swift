/// A drawing of a snapshot text as SVG: each line with a frame is a box at its place on the
/// screen, with its background, and its quoted text in its font size and color. It reads the
/// text alone, so a review report draws a reference from any revision (the base branch's as
/// well as the change's) the same way, without the code that rendered it.
///
/// It is a sketch, not ``SVGRenderer``: no chrome, no controls' shapes, no images; what it
/// shows is where things are and what they say, enough to see a change at a glance. Frames
/// are relative to the line's parent as in the text (`Docs/SnapshotFormat.md`), and a table's
/// rows move up by its `offset`.
public struct SnapshotTextSketch: Sendable {
    /// The width the drawing is scaled to, in pixels (the screen keeps its aspect).
    public var width: Double

    /// A sketch `width` pixels wide.
    public init(width: Double = 200) {
        self.width = width
    }

    /// The SVG of `text`, a snapshot text (its first line names the screen's size, as
    /// `iPhone 320x480`); an empty drawing of a 320x480 screen when the text says no size.
    /// - Complexity: O(length of `text`).
    public func render(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let size = lines.first.flatMap(Self.screenSize) ?? Size(width: 320, height: 480)
        let scale = width / max(size.width, 1)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(size.height * scale))\" "
            + "viewBox=\"0 0 \(Self.number(size.width)) \(Self.number(size.height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<rect width=\"\(Self.number(size.width))\" height=\"\(Self.number(size.height))\" fill=\"#FFFFFF\" stroke=\"#888888\"/>\n"
        var origins: [(depth: Int, x: Double, y: Double)] = []
        for line in lines.dropFirst() {
            let depth = line.prefix { $0 == " " }.count / 2
            while let last = origins.last, last.depth >= depth { origins.removeLast() }
            let fields = Self.fields(of: line.drop { $0 == " " })
            let parent = origins.last.map { (x: $0.x, y: $0.y) } ?? (x: 0, y: 0)
            guard let frame = fields.lazy.compactMap(Self.rect).first else { continue }
            let x = parent.x + frame.minX
            let y = parent.y + frame.minY
            // A table's rows and a scroll view's content are drawn where its offset puts them.
            let offset = fields.first { $0.hasPrefix("offset ") }.flatMap { Double($0.dropFirst(7).split(separator: ",").last ?? "") } ?? 0
            origins.append((depth, x, y - offset))
            let background =
                fields.first { $0.hasPrefix("background #") }.map { String($0.dropFirst(11)) }
                ?? (fields.first?.hasPrefix("view ") == true ? fields.first { $0.hasPrefix("#") && $0.count == 7 } : nil)
            out +=
                "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\" "
                + "fill=\"\(background ?? "none")\" stroke=\"#B0B0B0\" stroke-width=\"0.5\"/>\n"
            if let quoted = fields.first(where: { $0.contains("\"") && !$0.hasPrefix("[") }).flatMap(Self.unquoted) {
                let fontSize = fields.lazy.compactMap(Self.fontSize).first ?? 12
                // A color of its own, or the one a section title prints after its font.
                let color =
                    fields.first { $0.hasPrefix("#") && $0.count == 7 && $0 != background }
                    ?? fields.lazy.compactMap { Self.fontSize($0) != nil ? $0.split(separator: " ").last.map(String.init) : nil }.first { $0.hasPrefix("#") }
                    ?? "#000000"
                out +=
                    "<text x=\"\(Self.number(x + 2))\" y=\"\(Self.number(y + min(frame.height, fontSize + 2)))\" font-size=\"\(Self.number(fontSize))\" "
                    + "fill=\"\(color)\">\(SVGEscaping.escaped(quoted))</text>\n"
            }
        }
        return out + "</svg>\n"
    }

    /// `iPhone 320x480` at the end of the first line.
    static func screenSize(_ line: String) -> Size? {
        guard let last = line.split(separator: " ").last else { return nil }
        let parts = last.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        return Size(width: width, height: height)
    }

    /// A line's fields: separated by two spaces, a quoted text kept whole.
    static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var inQuotes = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inQuotes.toggle() }
            if !inQuotes && character == " " && current.hasSuffix(" ") {
                if !current.dropLast().isEmpty { fields.append(String(current.dropLast())) }
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { fields.append(current) }
        return fields
    }

    /// `12,7 218x21` as a rect.
    static func rect(_ field: String) -> Rect? {
        let parts = field.split(separator: " ")
        guard parts.count == 2 else { return nil }
        let origin = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        let size = parts[1].split(separator: "x", omittingEmptySubsequences: false)
        guard origin.count == 2, size.count == 2, let x = Double(origin[0]), let y = Double(origin[1]),
            let width = Double(size[0]), let height = Double(size[1])
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `Helvetica-Bold 17` (or `Helvetica-Bold 17 #4C566C`) as 17.
    static func fontSize(_ field: String) -> Double? {
        let words = field.split(separator: " ")
        guard words.count >= 2, words[0].first?.isUppercase == true, words[0].allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        return Double(words[1])
    }

    /// The text between the first pair of quotes, escapes left as written.
    static func unquoted(_ field: String) -> String? {
        guard let open = field.firstIndex(of: "\"") else { return nil }
        let rest = field[field.index(after: open)...]
        var previous: Character = " "
        for index in rest.indices {
            if rest[index] == "\"" && previous != "\\" { return String(rest[..<index]) }
            previous = rest[index]
        }
        return nil
    }

    private static func number(_ value: Double) -> String { PointFormat.string(value) }
}
