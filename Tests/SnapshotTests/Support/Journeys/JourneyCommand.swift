@testable import Navigation
@testable import Presentation

/// A backend failure a journey injects into one effect. The in-memory journeys' backend
/// wrappers turn the first three into that backend's own failure (a transport error, a 500
/// with an error body, a body the client cannot read); the journeys over the wire play the
/// others at the HTTP level on the loopback server (see ``HTTPFaultInjector``).
enum JourneyFault: String, CaseIterable, Hashable, Sendable {
    /// No response arrives.
    case unreachable
    /// The service answers with an error status.
    case serverError
    /// The service answers with a body the client cannot read.
    case garbage
    /// The service answers `201 Created` with a body that is not the stored item (an HTML page):
    /// a save was most likely stored, but the client cannot read what.
    case createdUnreadable
    /// The service's answer holds a text far past every bound (a todo's title, an event's
    /// description of ``hugeTextLength`` bytes).
    case hugeText
    /// Every request of the effect answers 500 with the service's error body.
    case status500
    /// The first request answers 503 (a read's retry then gets the real answer).
    case status503Once
    /// The first request answers 429 Too Many Requests.
    case status429Once
    /// Every request answers 404 with the service's error body.
    case status404
    /// Every request answers after 10 ms.
    case slow
    /// The first request gets no answer at all until the user cancels it (Ctrl-C).
    case hung
    /// The first request's answer is cut in half (its `Content-Length` promised more).
    case truncated
    /// The first request answers 200 with a body that is not JSON.
    case malformed
    /// The first request is handled, then its connection is closed without the answer.
    case dropped
    /// Every request answers as to a wrong key: 401 (Mobile Services) or 403
    /// AuthenticationFailed (storage).
    case wrongKey
    /// Every request answers 301 to another port.
    case redirect301
    /// Every request answers 302 to another port.
    case redirect302
    /// Every request answers 307 to another port.
    case redirect307
    /// Every request answers 308 to another port.
    case redirect308
    /// The first request answers 302 to another path on the same server.
    case sameOriginRedirect

    /// The faults the in-memory journeys inject.
    static let inMemory: [JourneyFault] = [.unreachable, .serverError, .garbage, .createdUnreadable, .hugeText]
    /// The size of ``hugeText``'s text: past the layout's 100,000 characters and a quote's
    /// 200, small enough for thousands of journey steps (the hostile tests show 50 MB).
    static let hugeTextLength = 300_000
    /// A text of about ``hugeTextLength`` bytes to add to a field.
    static let hugeSuffix = String(repeating: " and more", count: hugeTextLength / 9)
    /// The faults the journeys over the wire inject.
    static let overHTTP: [JourneyFault] = [
        .status500, .status503Once, .status429Once, .status404, .slow, .hung, .truncated, .malformed, .dropped, .wrongKey,
        .redirect301, .redirect302, .redirect307, .redirect308, .sameOriginRedirect,
    ]
}

/// One step of a random journey: a touch, or letting one held effect complete, maybe with a
/// backend failure. A list of them, replayed from launch, reproduces a journey exactly.
///
/// A release names its effect by kind (the effect's case name, `insertTodo`) and occurrence
/// among the pending effects of that kind, not by position in the queue: removing an
/// unrelated command while shrinking then still releases the same effect.
enum JourneyCommand: Hashable, Sendable, CustomStringConvertible {
    /// A touch, sent through `AppHost.send(_:)` (which may reject it).
    case user(UserAction)
    /// Releases the pending effect of kind `kind` (its case name) numbered `occurrence`
    /// among those of that kind (0 for the oldest), answering it with `fault` instead of the
    /// backend's answer when given. Nothing happens when there is no such effect.
    case release(String, occurrence: Int, fault: JourneyFault?)

    /// The command as one line: the demo host's words for a touch (`tap row 0.2`, `back`,
    /// `type "é"`), `release insertTodo` or `release loadTodos #2 failing with serverError`
    /// for an effect.
    var description: String {
        switch self {
        case .user(let action):
            return action.description
        case let .release(kind, occurrence, fault):
            let number = occurrence == 0 ? "" : " #\(occurrence + 1)"
            return "release \(kind)\(number)" + (fault.map { " failing with \($0.rawValue)" } ?? "")
        }
    }

    /// Simpler commands to try in its place when shrinking, simplest first: plain text for
    /// typed text, no fault for a release.
    var simplifications: [JourneyCommand] {
        switch self {
        case .user(.typeText(let text)) where text != "x": return [.user(.typeText("x"))]
        case .user(.replaceText(let text)) where text != "x": return [.user(.replaceText("x"))]
        case let .release(kind, occurrence, _?): return [.release(kind, occurrence: occurrence, fault: nil)]
        default: return []
        }
    }

    /// The command as Swift source, to paste into a replay test:
    /// `.user(.tapRow(TableIndexPath(row: 2, section: 0)))`,
    /// `.release("insertTodo", occurrence: 0, fault: .garbage)`.
    var swiftLiteral: String {
        switch self {
        case .user(let action):
            return ".user(\(Self.literal(action)))"
        case let .release(kind, occurrence, fault):
            return ".release(\(Self.swiftString(kind)), occurrence: \(occurrence), fault: \(fault.map { "." + $0.rawValue } ?? "nil"))"
        }
    }

    /// The kind of `effect`: its case name (`insertTodo` for `insertTodo(text: …)`, and for
    /// `insertTodo(text: …) for screen 0`, a feature app's effect with its screen).
    static func kind(of effect: some Sendable) -> String {
        let text = String(describing: effect)
        return String(text.prefix { $0 != "(" && $0 != " " })
    }

    private static func literal(_ action: UserAction) -> String {
        switch action {
        case .tapRow(let path): return ".tapRow(TableIndexPath(row: \(path.row), section: \(path.section)))"
        case .tapGridItem(let index): return ".tapGridItem(\(index))"
        case .tapAccessory(let path): return ".tapAccessory(TableIndexPath(row: \(path.row), section: \(path.section)))"
        case .tapBarButton(let id): return ".tapBarButton(\(swiftString(id)))"
        case .tapButton(let name): return ".tapButton(\(swiftString(name)))"
        case .performGesture(let name): return ".performGesture(\(swiftString(name)))"
        case .tapBack: return ".tapBack"
        case .swipeDown: return ".swipeDown"
        case .tapTab(let index): return ".tapTab(\(index))"
        case .tapAlertButton(let index): return ".tapAlertButton(\(index))"
        case .tapTextField(let name): return ".tapTextField(\(swiftString(name)))"
        case .typeText(let text): return ".typeText(\(swiftString(text)))"
        case .replaceText(let text): return ".replaceText(\(swiftString(text)))"
        case .scroll(let y): return ".scroll(toY: \(swiftDouble(y)))"
        case let .toggleSwitch(name, isOn, row): return ".toggleSwitch(\(swiftString(name)), isOn: \(isOn)\(rowArgument(row)))"
        case let .selectSegment(name, index, row): return ".selectSegment(\(swiftString(name)), index: \(index)\(rowArgument(row)))"
        case let .setValue(name, value, row): return ".setValue(\(swiftString(name)), \(swiftDouble(value))\(rowArgument(row)))"
        case let .tapCellTextField(name, row): return ".tapCellTextField(\(swiftString(name))\(rowArgument(row)))"
        case let .tapCellButton(name, row): return ".tapCellButton(\(swiftString(name))\(rowArgument(row)))"
        case .tapReturn: return ".tapReturn"
        case .tapOutside: return ".tapOutside"
        case .swipeRow(let path): return ".swipeRow(\(indexPath(path)))"
        case .tapDelete(let path): return ".tapDelete(\(indexPath(path)))"
        case .tapEditingControl(let path): return ".tapEditingControl(\(indexPath(path)))"
        case let .moveRow(from, to): return ".moveRow(\(indexPath(from)), to: \(indexPath(to)))"
        }
    }

    /// `TableIndexPath(row: 1, section: 0)`.
    private static func indexPath(_ path: TableIndexPath) -> String {
        "TableIndexPath(row: \(path.row), section: \(path.section))"
    }

    /// `, row: TableIndexPath(row: 1, section: 0)`, or nothing for a control in the content.
    private static func rowArgument(_ row: TableIndexPath?) -> String {
        row.map { ", row: TableIndexPath(row: \($0.row), section: \($0.section))" } ?? ""
    }

    /// `text` as a Swift string literal: every scalar outside printable ASCII is written as
    /// `\u{…}`, so the literal survives any terminal, editor or bidi-aware viewer.
    /// - Complexity: O(n).
    static func swiftString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result + "\""
    }

    private static func swiftDouble(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return "\(value)"
    }
}
