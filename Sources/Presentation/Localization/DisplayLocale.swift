/// The language a screen is shown in: the app's base language, or the pseudo-locale that
/// shows how longer translations fit (``PseudoLocalization``). ``Screen/localized(in:)``
/// applies one to a screen, as ``Screen/laidOut(on:)`` applies a ``Device``.
public enum DisplayLocale: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The app's own strings as written, the default.
    case base
    /// Every string of the app's own wording pseudo-translated; data unchanged.
    case pseudo

    /// The name the command line takes: `base`, `pseudo`.
    public var description: String { rawValue }

    /// The text shown for `text` of `origin` in this locale.
    /// - Complexity: O(n) in the length of `text`.
    public func text(_ text: String, origin: TextOrigin) -> String {
        switch self {
        case .base: text
        case .pseudo: PseudoLocalization.translate(text, origin: origin)
        }
    }
}
