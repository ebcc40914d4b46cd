#if canImport(FoundationXML)
import Foundation
import FoundationXML
#else
import Foundation
#endif
import Presentation

/// The colors a storyboard's `<resources>` lists: asset catalog colors (`<namedColor>`) and the
/// iOS 13 system colors it uses (`<systemColor>`), each with the value Interface Builder
/// stored (the light appearance). `<resources>` is the document's last element, after every
/// scene, so it is read first, from the end of the file, and the scenes' `<color name=…>` and
/// `<color systemColor=…>` take their values from it.
enum ResourceColors {
    /// The largest end of a file searched for `<resources>`: far more than a real one's list
    /// of images and colors.
    static let searchedBytes = 4 << 20

    /// The colors of the `<resources>` element in `data` (the end of a file, or all of it), by
    /// name; empty when there is none or it cannot be read (the colors then show as unknown,
    /// as before).
    /// - Complexity: O(*n*) in the size of `data`.
    static func read(from data: Data) -> [String: Color] {
        guard let start = data.range(of: Data("<resources>".utf8), options: .backwards),
            let end = data.range(of: Data("</resources>".utf8), in: start.upperBound..<data.endIndex)
        else { return [:] }
        let collector = Collector()
        let parser = XMLParser(data: data[start.lowerBound..<end.upperBound])
        parser.delegate = collector
        guard parser.parse() else { return [:] }
        return collector.colors
    }

    /// The end of the file at `path` (at most ``searchedBytes``), read once.
    static func read(fromEndOf path: String) -> [String: Color] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [:] }
        defer { try? handle.close() }
        do {
            let size = try handle.seekToEnd()
            try handle.seek(toOffset: size > UInt64(searchedBytes) ? size - UInt64(searchedBytes) : 0)
            return read(from: try handle.readToEnd() ?? Data())
        } catch {
            return [:]  // the import reads the file again and reports what is wrong with it
        }
    }

    /// Collects each `<namedColor name>` or `<systemColor name>` and its `<color>`.
    private final class Collector: NSObject, XMLParserDelegate {
        var colors: [String: Color] = [:]
        private var name: String?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch element {
            case "namedColor", "systemColor":
                name = attributes["name"]
            case "color":
                guard let name, colors[name] == nil, let color = Self.color(attributes) else { return }
                colors[name] = color
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "namedColor" || element == "systemColor" { name = nil }
        }

        /// `red green blue alpha` or `white alpha`, as the scenes' colors are written.
        static func color(_ attributes: [String: String]) -> Color? {
            let number = { (key: String) in attributes[key].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
            let alpha = number("alpha") ?? 1
            if let red = number("red"), let green = number("green"), let blue = number("blue") {
                return Color(red: red, green: green, blue: blue, alpha: alpha)
            }
            return number("white").map { Color(white: $0, alpha: alpha) }
        }
    }
}
