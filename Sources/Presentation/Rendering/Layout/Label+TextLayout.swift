extension Label {
    /// The label's text laid out in a frame of `size`, as a user sees it; nil when the label
    /// has no text.
    /// - Complexity: O(n) in the length of the text.
    func textLayout(in size: Size) -> TextLayout? {
        guard let text else { return nil }
        return TextLayout(
            text: text,
            font: font,
            width: size.width,
            maximumHeight: size.height,
            numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode
        )
    }
}
