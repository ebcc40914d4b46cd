/// One stop of VoiceOver on a rendered screen: what it speaks, with which traits, and where
/// it is, by UIKit's defaults where the app set nothing (``Accessibility``).
///
/// UIKit's defaults: a label speaks its text (static text); a button its title (button); a
/// table cell is one element speaking the texts of its labels in order; an image view is no
/// element unless given a label; a bar button item speaks its title (a system icon its name:
/// "Add", "Refresh"); a tab item its title (button, selected when it is).
public struct AccessibleElement: Hashable, Sendable {
    /// The element's name: its outlet name, or the chrome's (`navigation bar title`,
    /// `bar button add`, `tab "Speakers"`, `row 0.1`).
    public var name: String
    /// What VoiceOver speaks; nil or empty when there is nothing to speak.
    public var label: String?
    /// What VoiceOver adds after a pause (`accessibilityHint`).
    public var hint: String?
    /// The traits, in ``AccessibilityTrait`` declaration order.
    public var traits: [AccessibilityTrait]
    /// The frame in screen points.
    public var frame: Rect

    /// Creates an element.
    public init(name: String, label: String?, hint: String? = nil, traits: [AccessibilityTrait], frame: Rect) {
        self.name = name
        self.label = label
        self.hint = hint
        self.traits = AccessibilityTrait.allCases.filter(traits.contains)
        self.frame = frame
    }

    /// Whether there is something to speak.
    public var isLabeled: Bool {
        guard let label else { return false }
        return label.contains { !$0.isWhitespace }
    }

    /// The line the audit prints for it: `"Events"  header  navigation bar title`; a long
    /// label is cut to 60 characters when `shortened`.
    public func spoken(shortened: Bool = false) -> String {
        let text = label ?? ""
        var fields = [isLabeled ? TextQuote.quoted(shortened ? AuditReport.shortened(text) : text) : "(nothing to speak)"]
        if !traits.isEmpty { fields.append(traits.map(\.rawValue).joined(separator: ",")) }
        if let hint { fields.append("hint " + TextQuote.quoted(hint)) }
        fields.append(name)
        return fields.joined(separator: "  ")
    }
}
