@testable import Navigation
@testable import Presentation

/// A backend failure a journey injects into one effect: the app's backend wrapper turns it
/// into that backend's own failure (a transport error, a 500 with an error body, a body the
/// client cannot read).
enum JourneyFault: String, CaseIterable, Hashable, Sendable {
    /// No response arrives.
    case unreachable
    /// The service answers with an error status.
    case serverError
    /// The service answers with a body the client cannot read.
    case garbage
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

    /// The kind of `effect`: its case name (`insertTodo` for `insertTodo(text: …)`).
    static func kind(of effect: some Sendable) -> String {
        let text = String(describing: effect)
        return String(text.prefix { $0 != "(" })
    }

    private static func literal(_ action: UserAction) -> String {
        switch action {
        case .tapRow(let path): return ".tapRow(TableIndexPath(row: \(path.row), section: \(path.section)))"
        case .tapGridItem(let index): return ".tapGridItem(\(index))"
        case .tapBarButton(let id): return ".tapBarButton(\(swiftString(id)))"
        case .tapButton(let name): return ".tapButton(\(swiftString(name)))"
        case .tapBack: return ".tapBack"
        case .tapTab(let index): return ".tapTab(\(index))"
        case .tapAlertButton(let index): return ".tapAlertButton(\(index))"
        case .tapTextField(let name): return ".tapTextField(\(swiftString(name)))"
        case .typeText(let text): return ".typeText(\(swiftString(text)))"
        case .replaceText(let text): return ".replaceText(\(swiftString(text)))"
        case .scroll(let y): return ".scroll(toY: \(swiftDouble(y)))"
        }
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
