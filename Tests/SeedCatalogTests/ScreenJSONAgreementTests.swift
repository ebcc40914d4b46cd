import Foundation
import Testing
@testable import Navigation
@testable import Presentation
import SeedCatalog
import SnapshotHarness

/// The JSON twin against the text, for every screen of the catalog: each line of text is one
/// element, at the same depth, and the element's values, printed as the text prints them,
/// make up the whole line (nothing the text says is missing from the JSON, nothing the JSON
/// says is absent from the text). The `voiceOver` list is the audit's reading order.
@Suite struct ScreenJSONAgreementTests {
    @Test(arguments: try DemoCatalog.make().scenarios)
    func jsonAndTextAgree(_ scenario: Scenario) async throws {
        guard case let .screen(screen) = try await scenario.produce() else { return }
        let text = TextRenderer().render(screen)
        let json = ScreenJSONRenderer().render(screen)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            "\(scenario.name): the JSON is not an object")
        #expect(document["schema"] as? String == ScreenJSONRenderer.schema)
        #expect(document["version"] as? Int == ScreenJSONRenderer.version)
        #expect(document["device"] as? String == screen.device.rawValue)

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let elements = try #require(document["elements"] as? [[String: Any]])
        try #require(elements.count == lines.count, "\(scenario.name): \(elements.count) elements for \(lines.count) lines")
        for (element, line) in zip(elements, lines) {
            let depth = try #require(element["depth"] as? Int)
            let indentation = String(repeating: "  ", count: depth)
            #expect(
                line.hasPrefix(indentation) && !line.dropFirst(indentation.count).hasPrefix(" "),
                "\(scenario.name): depth \(depth) for \(line.debugDescription)")
            let leftover = Self.leftover(of: String(line.dropFirst(indentation.count)), after: Self.printed(element))
            #expect(leftover == nil, "\(scenario.name): \(line.debugDescription) \(leftover ?? "")")
        }

        let readingOrder = AccessibilityAudit().audit(screen).readingOrder
        let voiceOver = try #require(document["voiceOver"] as? [[String: Any]])
        #expect(voiceOver.map { $0["name"] as? String } == readingOrder.map(\.name))
        #expect(voiceOver.map { $0["role"] as? String } == readingOrder.map(\.role.rawValue))
        for entry in voiceOver {
            guard let line = entry["line"] as? Int else { continue }
            #expect((1...elements.count).contains(line), "\(scenario.name): \(entry["name"] ?? "") points at line \(line)")
        }
    }

    /// An element's values as the text prints them, in the order the JSON lists them.
    static func printed(_ element: [String: Any]) -> [String] {
        var fields: [String] = []
        switch element["kind"] as? String {
        case "screen": fields.append(element["name"] as? String ?? "")
        case "line", "note", nil: break
        case "homeIndicator": fields.append("home indicator")
        case let kind?: fields.append([kind, element["name"] as? String].compactMap { $0 }.joined(separator: " "))
        }
        if let frame = element["frame"] as? [String: Double] {
            let rect = Rect(x: frame["x"] ?? .nan, y: frame["y"] ?? .nan, width: frame["width"] ?? .nan, height: frame["height"] ?? .nan)
            fields.append(PointFormat.string(rect))
        }
        if element["autoLayout"] as? Bool == true { fields.append("(Auto Layout)") }
        for key in ["font", "color"] { if let value = element[key] as? String { fields.append(value) } }
        if let background = element["background"] as? String {
            // A view's line is about its color, so it prints the color alone (`view v  … #AAAAAA`).
            fields.append(element["kind"] as? String == "view" ? background : "background " + background)
        }
        if let text = element["text"] as? String {
            fields.append(element["kind"] as? String == "note" ? text : TextQuote.quoted(text))
            if element["kind"] as? String == "line" { fields.append("|") }
        }
        for key in ["state", "accessibility", "details"] { fields += element[key] as? [String] ?? [] }
        if let action = element["action"] as? String { fields.append(action) }
        return fields
    }

    /// What is left of `line` once each of `fields` is taken out of it, or nil when only the
    /// spaces between fields remain; a field the line does not print is named.
    static func leftover(of line: String, after fields: [String]) -> String? {
        var rest = line
        for field in fields.sorted(by: { $0.count > $1.count }) where !field.isEmpty {
            guard let range = rest.range(of: field) else { return "does not print \(field.debugDescription)" }
            rest.replaceSubrange(range, with: " ")
        }
        let remaining = rest.trimmingCharacters(in: .whitespaces)
        return remaining.isEmpty ? nil : "also prints \(remaining.debugDescription)"
    }

    @Test func stringsAreEscapedAsJSONRequires() throws {
        var object = JSONObjectLine()
        object.add("text", "say \"hi\"\\\n\t\u{1}é")
        object.add("nan", raw: JSONObjectLine.number(.nan))
        #expect(object.text == #"{"text": "say \"hi\"\\\n\t\u0001é", "nan": null}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(object.text.utf8)) as? [String: Any]
        #expect(parsed?["text"] as? String == "say \"hi\"\\\n\t\u{1}é")
    }
}
