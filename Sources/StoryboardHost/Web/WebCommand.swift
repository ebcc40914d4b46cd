import Foundation

/// What the page asks for, as the JSON body of `POST /api/command`: a touch, typing, a
/// scroll, an app to open, a setting.
struct WebCommand: Decodable, Equatable, Sendable {
    /// What kind of request it is.
    enum Kind: String, Decodable, Sendable {
        /// A click on element ``touch`` of state ``version`` (at ``fraction`` of its width).
        case touch
        /// Keys typed while a field has the focus: ``text``.
        case type
        /// A key with a meaning of its own: ``key`` (`Backspace`, `Enter`).
        case key
        /// A wheel or a drag over the screen: scroll by ``by`` points.
        case scroll
        /// A click on the screen's background, on no element.
        case outside
        /// Open (or go back to) the app ``app``.
        case open
        /// Start the app in front afresh.
        case restart
        /// Let held effects finish (the terminal's `wait`).
        case wait
        /// Change the pickers: any of ``device``, ``appearance``, ``textSize``, ``locale``,
        /// ``holdsEffects``.
        case settings
        /// Nothing: answer the current state.
        case state
    }

    var kind: Kind
    var version: Int?
    var touch: Int?
    var fraction: Double?
    var text: String?
    var key: String?
    var by: Double?
    var app: String?
    var device: String?
    var appearance: String?
    var textSize: String?
    var locale: String?
    var holdsEffects: Bool?
}
