/// What VoiceOver knows about an element beyond what it shows, as a storyboard's Identity
/// inspector sets it (`UIAccessibility`): a label, a hint, an identifier, traits, and whether
/// the element is one VoiceOver stops at.
///
/// Only what was set is held: `nil` and an empty trait list mean UIKit's default for the kind.
public struct Accessibility: Hashable, Sendable {
    /// The words VoiceOver speaks for the element (`accessibilityLabel`).
    public var label: String?
    /// What happens when it is activated (`accessibilityHint`).
    public var hint: String?
    /// The identifier UI tests find it by (`accessibilityIdentifier`); never spoken.
    public var identifier: String?
    /// The traits that were set, in ``AccessibilityTrait`` declaration order, without repeats.
    public var traits: [AccessibilityTrait]
    /// Whether VoiceOver stops at the element (`isAccessibilityElement`); nil for the default.
    public var isElement: Bool?

    /// Creates accessibility facts; traits are put in declaration order and repeats dropped.
    public init(label: String? = nil, hint: String? = nil, identifier: String? = nil, traits: [AccessibilityTrait] = [], isElement: Bool? = nil) {
        self.label = label
        self.hint = hint
        self.identifier = identifier
        self.traits = AccessibilityTrait.allCases.filter(traits.contains)
        self.isElement = isElement
    }

    /// Whether nothing was set.
    public var isEmpty: Bool {
        label == nil && hint == nil && identifier == nil && traits.isEmpty && isElement == nil
    }

    /// The snapshot fields: `accessibility "Close"`, `hint "…"`, `identifier "…"`,
    /// `traits button,header`, `accessibility element` or `not an accessibility element`.
    public var fields: [String] {
        var fields: [String] = []
        if let label { fields.append("accessibility " + TextQuote.quoted(label)) }
        if let hint { fields.append("hint " + TextQuote.quoted(hint)) }
        if let identifier { fields.append("identifier " + TextQuote.quoted(identifier)) }
        if !traits.isEmpty { fields.append("traits " + traits.map(\.rawValue).joined(separator: ",")) }
        if let isElement { fields.append(isElement ? "accessibility element" : "not an accessibility element") }
        return fields
    }
}

/// One `UIAccessibilityTraits` flag, named as Interface Builder writes it.
public enum AccessibilityTrait: String, Hashable, Sendable, CaseIterable {
    /// Behaves like a button.
    case button
    /// Opens a link.
    case link
    /// A search field.
    case searchField
    /// An image.
    case image
    /// Currently selected.
    case selected
    /// Plays a sound when activated.
    case playsSound
    /// A key of a keyboard.
    case keyboardKey
    /// Text that does not change.
    case staticText
    /// Summarizes the app's state when it starts.
    case summaryElement
    /// Not enabled: does not respond to the user.
    case notEnabled
    /// Updates often (a clock).
    case updatesFrequently
    /// Starts a media session.
    case startsMediaSession
    /// Adjusts a value (a slider).
    case adjustable
    /// Takes touches directly (a piano).
    case allowsDirectInteraction
    /// Turns the page when VoiceOver finishes reading it.
    case causesPageTurn
    /// A header of a section of content.
    case header
}
