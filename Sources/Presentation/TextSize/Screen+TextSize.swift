extension Screen {
    /// The screen at the text size `category`: every font of a text style (``Font/textStyle``)
    /// takes the style's size there, in the content's labels, buttons, text fields and text
    /// views, table cells and headers, grid cells; fixed fonts keep their sizes and frames do
    /// not move, so text that no longer fits shows as it would on a device (the audit reports
    /// it). The bars are UIKit's and keep their sizes. ``ContentSizeCategory/large`` returns the
    /// screen unchanged.
    /// - Complexity: O(elements); rows cost O(1) more each when drawn.
    public func atTextSize(_ category: ContentSizeCategory) -> Screen {
        guard category != .large else { return self }
        var screen = self
        screen.content = content.map { $0.restyled { $0.scaleFonts(to: category) } }
        return screen
    }
}

extension Element {
    /// This element's own font (not its children's) at the text size `category`.
    mutating func scaleFonts(to category: ContentSizeCategory) {
        switch kind {
        case .label(var label):
            label.font = label.font.at(category)
            kind = .label(label)
        case .button(var button):
            button.font = button.font.at(category)
            kind = .button(button)
        case .textField(var field):
            field.font = field.font.at(category)
            kind = .textField(field)
        case .textView(var textView):
            textView.font = textView.font.at(category)
            kind = .textView(textView)
        default:
            break
        }
    }
}
