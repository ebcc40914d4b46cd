import Foundation
import Navigation
import Presentation

/// Everything the page shows at one moment, as the JSON it receives: the apps, the settings,
/// the current screen (its picture and its VoiceOver elements at their frames, each with the
/// touch it offers), the text snapshot, the audit, and the last message.
///
/// Keys are written sorted, so the same state is the same bytes.
struct WebPageState: Encodable, Sendable {
    /// Counts the states the session has shown; a click names the version it was made on.
    var version: Int
    /// The apps the picker offers.
    var apps: [App]
    /// The app in front, by id; nil before one is opened.
    var app: String?
    /// The pickers' values and choices.
    var settings: Settings
    /// The screen of the app in front; nil before one is opened.
    var screen: ScreenState?
    /// The text snapshot of the screen (the app list before one is opened).
    var text: String
    /// The accessibility audit of the screen.
    var audit: String
    /// What the last request left to say: a refused touch, a note.
    var message: Message?

    /// An entry of the app picker.
    struct App: Encodable, Sendable, Equatable {
        var id: String
        var title: String
        var summary: String
        var isOpen: Bool
    }

    /// The pickers: each value with its choices.
    struct Settings: Encodable, Sendable, Equatable {
        var device: String
        var devices: [String]
        var appearance: String
        var appearances: [String]
        var textSize: String
        var textSizes: [String]
        var locale: String
        var locales: [String]
        /// Whether effects wait for Wait (as the terminal's `wait`) instead of finishing as
        /// they land.
        var holdsEffects: Bool
    }

    /// The screen as the device shows it.
    struct ScreenState: Encodable, Sendable {
        /// The screen's size in points (1 point = 1 CSS pixel).
        var width: Double
        var height: Double
        /// `App > Events > Event Details`.
        var title: String
        /// The picture: the package's SVG drawing of the screen.
        var svg: String
        /// VoiceOver's elements in reading order, each at its frame.
        var elements: [ElementState]
        /// Whether the keyboard is up (typing goes to the focused field).
        var keyboard: Bool
        /// The vertical offset of the screen's table, grid or scroll view, when it has one.
        var scrollY: Double?
        /// The effects still waiting (requests, timers).
        var pending: Int
    }

    /// One VoiceOver element as the page's accessible element.
    struct ElementState: Encodable, Sendable, Equatable {
        /// Its name in the model (`row 0.1`, `bar button add`).
        var name: String
        /// The ARIA role the page gives it (`AccessibilityRole`).
        var role: String
        /// What VoiceOver speaks (the accessible name); empty for nothing.
        var label: String
        /// The model's traits (`button`, `selected`).
        var traits: [String]
        /// Its frame in screen points.
        var frame: Frame
        /// The index of the touch it offers, for the click to name; nil when it takes none.
        var touch: Int?
        /// The touch as the library prints it (`tap row 0.1`).
        var touchSummary: String?
        /// Whether a click's horizontal position matters (a slider).
        var usesPosition: Bool
    }

    /// A rect as the page places it.
    struct Frame: Encodable, Sendable, Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        init(_ rect: Rect) {
            (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height)
        }
    }

    /// A line for the page's message area.
    struct Message: Encodable, Sendable, Equatable {
        /// Whether it reports something that did not happen.
        var isError: Bool
        var text: String
    }

    /// The JSON of the state, keys sorted.
    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, number, bool, array or nested value of these: it cannot fail.
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
