import Presentation

/// The SpeakEasy screens' shared measures and colors.
enum SpeakEasyStyle {
    /// The seed's "Blue-ish" text color of the event's date and speaker labels. Interface
    /// Builder names no such color; we take UIKit's own table detail blue of iOS 5/6
    /// (#385487), the blue a user of that time read as secondary text.
    static let blueish = Color.tableDetailBlue

    /// The content area between the navigation bar and the tab bar, in content coordinates:
    /// every screen's table or view fills it.
    static let contentFrame = Rect(x: 0, y: 0, width: 320, height: 367)

    /// The height of the content area.
    static var contentHeight: Double { contentFrame.height }

    /// The events table's row height (the prototype cell's 92).
    static let eventRowHeight: Double = 92

    /// The speakers table's row height (UIKit's default 44, which fits the subtitle style).
    static let speakerRowHeight: Double = 44

    /// A plain table's scroll offset clamped as UIKit rests it: between 0 and the content
    /// height (`rows` × `rowHeight`, plus the footer when there is a `footnote`) minus the
    /// visible height (the content area's by default); 0 for a non-finite offset.
    static func clampedOffset(_ y: Double, rows: Int, rowHeight: Double, footnote: String? = nil, visibleHeight: Double = contentHeight) -> Double {
        let footer = TableLayout.footerHeight(style: .plain, titled: footnote != nil)
        return ScrollView.restingOffset(y, contentLength: Double(max(0, rows)) * rowHeight + footer, visibleLength: visibleHeight)
    }
}
