/// Where an alert's box, title, message and buttons sit, by the iOS 5/6 look the picture
/// renderers use.
///
/// Approximations (documented in `Docs/SnapshotFormat.md`): the box is 284 points wide, centred
/// on the screen; the title (Helvetica-Bold 18) and the message (Helvetica 16) are centred and
/// wrapped to 260 points; two buttons sit side by side, one or three and more are stacked, each
/// 43 points tall. A message too long for the screen is cut with "…".
struct AlertLayout: Sendable {
    /// One button of the alert.
    struct Item: Sendable, Equatable {
        /// The button's frame.
        var frame: Rect
        /// The title, cut with "…" to the button's width.
        var title: TextRun
        /// The button's role.
        var role: ButtonRole
    }

    /// The box's frame.
    let frame: Rect
    /// The title's lines.
    let title: [TextRun]
    /// The message's lines.
    let message: [TextRun]
    /// The buttons, in order.
    let buttons: [Item]

    /// The box's width.
    static let width: Double = 284
    /// The width of the title, message and stacked buttons.
    static let textWidth: Double = 260
    /// A button's height.
    static let buttonHeight: Double = 43
    /// The title's font.
    static let titleFont = Font.boldSystem(18)
    /// The message's font.
    static let messageFont = Font.system(16)

    /// Lays out `alert` centred in a screen of `screen` size.
    /// - Complexity: O(n) in the length of the texts.
    init(alert: Alert, screen: Size) {
        let sideBySide = alert.buttons.count == 2
        let buttonRows = sideBySide ? 1 : alert.buttons.count
        let buttonsHeight = Double(buttonRows) * (AlertLayout.buttonHeight + 8)
        let titleLayout = TextLayout(text: alert.title, font: AlertLayout.titleFont, width: AlertLayout.textWidth, numberOfLines: 0, lineBreakMode: .wordWrap)
        let room = max(0, screen.height - 40 - 32 - titleLayout.size.height - buttonsHeight - 24)
        let messageLayout = alert.message.map {
            TextLayout(
                text: $0, font: AlertLayout.messageFont, width: AlertLayout.textWidth, maximumHeight: room, numberOfLines: 0, lineBreakMode: .tailTruncation)
        }
        let messageHeight = messageLayout.map { $0.size.height + 8 } ?? 0
        let height = 16 + titleLayout.size.height + messageHeight + 16 + buttonsHeight + 8
        let box = Rect(x: (screen.width - AlertLayout.width) / 2, y: max(20, (screen.height - height) / 2), width: AlertLayout.width, height: height)
        frame = box
        let centre = box.minX + box.width / 2
        func runs(_ layout: TextLayout, font: Font, top: Double) -> [TextRun] {
            layout.lineTexts.enumerated().map { index, text in
                TextRun(
                    text: text, font: font, color: .white, alignment: .center, anchorX: centre, top: top + Double(index) * layout.lineHeight,
                    lineHeight: layout.lineHeight)
            }
        }
        title = runs(titleLayout, font: AlertLayout.titleFont, top: box.minY + 16)
        let messageTop = box.minY + 16 + titleLayout.size.height + 8
        message = messageLayout.map { runs($0, font: AlertLayout.messageFont, top: messageTop) } ?? []
        let buttonsTop = box.minY + 16 + titleLayout.size.height + messageHeight + 16
        let buttonWidth = sideBySide ? (AlertLayout.textWidth - 6) / 2 : AlertLayout.textWidth
        let buttonFont = Font.boldSystem(18)
        let buttonLine = FontMetrics.lineHeight(for: buttonFont)
        buttons = alert.buttons.enumerated().map { index, button in
            let x = box.minX + 12 + (sideBySide ? Double(index) * (buttonWidth + 6) : 0)
            let y = buttonsTop + (sideBySide ? 0 : Double(index) * (AlertLayout.buttonHeight + 8))
            let frame = Rect(x: x, y: y, width: buttonWidth, height: AlertLayout.buttonHeight)
            let text = TextLayout(text: button.title, font: buttonFont, width: buttonWidth - 12).lineTexts.first ?? ""
            return Item(
                frame: frame,
                title: TextRun(
                    text: text, font: buttonFont, color: .white, alignment: .center, anchorX: x + buttonWidth / 2,
                    top: y + (AlertLayout.buttonHeight - buttonLine) / 2, lineHeight: buttonLine),
                role: button.role
            )
        }
    }
}
