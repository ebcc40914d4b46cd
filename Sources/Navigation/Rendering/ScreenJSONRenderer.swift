import Presentation

/// The JSON twin of the snapshot text: the same lines (`TextRenderer/snapshotLines(_:)`), one
/// JSON object per line of text, each field under the key of what it says, with what VoiceOver
/// makes of the element (`AccessibilityAudit`: role, label) and the touch it offers
/// (``OfferedTouch``). The schema is `Docs/ScreenJSON.md`; keys always come in the same order.
///
/// ```json
/// {
///   "schema": "headless-storyboards.screen", "version": 1,
///   "title": "SpeakEasy > Events", "device": "iphone-3.5in", "size": {"width": 320, "height": 480}, "appearance": "light",
///   "elements": [
///     {"line": 1, "depth": 0, "kind": "screen", "name": "SpeakEasy > Events", "details": ["iPhone 320x480"]},
///     …
///     {"line": 9, "depth": 2, "parent": 8, "kind": "row", "name": "0.0", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}, …,
///      "role": "paragraph", "label": "Azure for iOS Apps, 12/05/2012", "touch": "tap row 0.0"},
///   ],
///   "voiceOver": [ … ]
/// }
/// ```
///
/// Because both formats print the same `SnapshotLine` values, the JSON cannot say something
/// the text does not: every line of text is one element, in order, and each field is the
/// field printed.
public struct ScreenJSONRenderer: Sendable {
    /// The schema's name, the value of the `schema` key.
    public static let schema = "headless-storyboards.screen"
    /// The schema's version, the value of the `version` key; it grows when a key changes
    /// meaning or goes away (adding keys does not change it).
    public static let version = 1

    /// Creates a renderer.
    public init() {}

    /// The JSON of `screen`: UTF-8, LF endings, one element per line.
    /// - Complexity: O(visible elements + visible rows + text length), as `TextRenderer`,
    ///   plus the accessibility scan.
    public func render(_ screen: Screen) -> String {
        let lines = TextRenderer().snapshotLines(screen)
        let voiceOver = AccessibilityAudit().audit(screen).readingOrder
        let byName = Dictionary(voiceOver.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let controls = ScreenInspector(screen).controls
        let touch = { (element: AccessibleElement) in OfferedTouch.offered(by: element, on: screen, controls: controls)?.summary }

        var header = JSONObjectLine()
        header.add("schema", Self.schema)
        header.add("version", Self.version)
        header.add("title", ([screen.appName] + screen.breadcrumb).joined(separator: " > "))
        header.add("device", screen.device.rawValue)
        header.add("size", raw: "{\"width\": \(JSONObjectLine.number(screen.size.width)), \"height\": \(JSONObjectLine.number(screen.size.height))}")
        header.add("appearance", screen.appearance.rawValue)
        // `{"schema": …, "appearance": "light"}` opens the document: drop the closing brace.
        var out = "{\n  " + header.text.dropFirst().dropLast() + ",\n  \"elements\": [\n"

        var identities = ElementIdentities(screen: screen)
        var lineOfElement: [String: Int] = [:]
        var parents: [(depth: Int, line: Int, identity: ElementIdentities.Identity)] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            while let last = parents.last, last.depth >= line.depth { parents.removeLast() }
            let identity = identities.identity(of: line, number: number, ancestors: parents.map(\.identity))
            var object = Self.object(for: line, number: number, parent: parents.last?.line)
            if let name = identity.name, let element = byName[name] {
                lineOfElement[name] = lineOfElement[name] ?? number
                object.add("role", element.role.rawValue)
                object.add("label", ifPresent: element.label)
                object.add("touch", ifPresent: touch(element))
            }
            let parts = identity.partPrefixes.flatMap { prefix in voiceOver.filter { $0.name.hasPrefix(prefix) } }
            if !parts.isEmpty {
                let written = parts.map { element -> String in
                    lineOfElement[element.name] = lineOfElement[element.name] ?? number
                    var part = JSONObjectLine()
                    part.add("name", element.name)
                    part.add("role", element.role.rawValue)
                    part.add("label", ifPresent: element.label)
                    part.add("touch", ifPresent: touch(element))
                    return part.text
                }
                object.add("parts", raw: "[" + written.joined(separator: ", ") + "]")
            }
            out += "    " + object.text + (number < lines.count ? ",\n" : "\n")
            parents.append((line.depth, number, identity))
        }
        out += "  ],\n  \"voiceOver\": [\n"
        for (index, element) in voiceOver.enumerated() {
            var object = JSONObjectLine()
            object.add("name", element.name)
            if let line = lineOfElement[element.name] { object.add("line", line) }
            object.add("role", element.role.rawValue)
            object.add("label", ifPresent: element.label)
            object.add("traits", strings: element.traits.map(\.rawValue))
            object.add("frame", element.frame)
            object.add("touch", ifPresent: touch(element))
            out += "    " + object.text + (index < voiceOver.count - 1 ? ",\n" : "\n")
        }
        out += "  ]\n}\n"
        return out
    }

    /// A line's own keys: where it is, its kind and name, then its fields by what they say.
    private static func object(for line: SnapshotLine, number: Int, parent: Int?) -> JSONObjectLine {
        var object = JSONObjectLine()
        object.add("line", number)
        object.add("depth", line.depth)
        if let parent { object.add("parent", parent) }
        let (kind, name) = kindAndName(of: line, number: number)
        object.add("kind", kind)
        object.add("name", ifPresent: name)
        if let frame = line.fields(.frame).first {
            if let rect = frame.rect { object.add("frame", rect) }
            if frame.text.hasSuffix("(Auto Layout)") { object.add("autoLayout", true) }
        }
        object.add("font", ifPresent: line.fields(.font).first?.text)
        object.add("color", ifPresent: line.fields(.color).first?.text)
        object.add("background", ifPresent: line.fields(.background).first.map { $0.text.replacingOccurrences(of: "background ", with: "") })
        let text = line.fields(.text).first
        if let text { object.add("text", text.value ?? text.text) }
        object.add("state", strings: line.fields(.state).map(\.text))
        object.add("action", ifPresent: line.fields(.action).first?.text)
        object.add("accessibility", strings: line.fields(.accessibility).map(\.text))
        // A word printed before the quoted text (`large title "Settings"`) is a detail.
        let prefix = text.map { textPrefix(of: $0) } ?? []
        let details = prefix + line.fields(.detail).map(\.text)
        object.add("details", strings: kind == "note" ? [] : details)
        if kind == "note", let note = details.first { object.add("text", note) }
        return object
    }

    /// The words a text field prints before its quoted text (`large title`), none for a line of
    /// wrapped text (`| "…"`) or plain quoted text.
    private static func textPrefix(of field: SnapshotField) -> [String] {
        guard let value = field.value, field.text.hasSuffix(TextQuote.quoted(value)) else { return [] }
        var prefix = field.text.dropLast(TextQuote.quoted(value).count)
        while prefix.last == " " { prefix.removeLast() }
        return prefix.isEmpty || prefix == "|" ? [] : [String(prefix)]
    }

    /// `label title` is kind `label`, name `title`; the first line is the `screen`; a line of
    /// wrapped text is a `line`, a line in parentheses a `note`.
    static func kindAndName(of line: SnapshotLine, number: Int) -> (kind: String, name: String?) {
        let head = line.head
        if number == 1 { return ("screen", head) }
        if head.isEmpty { return line.fields(.text).isEmpty ? ("note", nil) : ("line", nil) }
        if head == "home indicator" { return ("homeIndicator", nil) }
        guard let space = head.firstIndex(of: " ") else { return (head, nil) }
        return (String(head[..<space]), String(head[head.index(after: space)...]))
    }
}
