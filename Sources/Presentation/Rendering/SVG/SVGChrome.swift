/// Draws the bars of an SVG screen: the black status bar, the blue-grey navigation bar with
/// its back button, bar buttons and title, and the black tab bar.
enum SVGChrome {
    /// The status bar: signal dots, "Carrier", the time (or a spinner and what is in progress)
    /// and a battery.
    static func drawStatusBar(_ bar: Rect, activity: String?, into svg: inout SVGWriter) {
        svg.element("rect", SVGWriter.frame(bar) + SVGWriter.fill(SVGPalette.statusBar))
        for index in 0..<5 {
            svg.element("circle", [("cx", SVGNumber.string(7 + 6 * Double(index))), ("cy", "10"), ("r", "2.5")] + SVGWriter.fill(index < 4 ? .white : .gray))
        }
        let font = Font.boldSystem(12)
        let lineHeight = FontMetrics.lineHeight(for: font)
        let top = (bar.height - lineHeight) / 2
        SVGTextDrawing.write(TextRun(text: "Carrier", font: font, color: .white, alignment: .left, anchorX: 37, top: top, lineHeight: lineHeight), into: &svg)
        if let activity {
            let text = TextLayout(text: activity, font: font, width: 170).lineTexts.first ?? ""
            let width = FontMetrics(font).width(of: text)
            svg.element(
                "circle",
                [("cx", SVGNumber.string(160 - width / 2 - 10)), ("cy", "10"), ("r", "5"), ("fill", "none"), ("stroke-dasharray", "2 2")]
                    + SVGWriter.stroke(.white, width: 2))
            SVGTextDrawing.write(TextRun(text: text, font: font, color: .white, alignment: .center, anchorX: 160, top: top, lineHeight: lineHeight), into: &svg)
        } else {
            SVGTextDrawing.write(
                TextRun(text: "9:41 AM", font: font, color: .white, alignment: .center, anchorX: 160, top: top, lineHeight: lineHeight), into: &svg)
        }
        svg.element("rect", SVGWriter.frame(Rect(x: 289.5, y: 5.5, width: 23, height: 10)) + [("rx", "2"), ("fill", "none")] + SVGWriter.stroke(.white))
        svg.element("rect", SVGWriter.frame(Rect(x: 291, y: 7, width: 20, height: 7)) + SVGWriter.fill(.white))
        svg.element("rect", SVGWriter.frame(Rect(x: 313, y: 8.5, width: 2, height: 4)) + SVGWriter.fill(.white))
    }

    /// The navigation bar: the gradient, `bar`'s background image as a placeholder, the buttons
    /// (a back button with a custom image dashed), the title, and the appearance images' names
    /// in the top right corner.
    static func drawNavigationBar(_ layout: NavigationBarLayout, appearance bar: NavigationBar, into svg: inout SVGWriter) {
        let frame = layout.frame
        svg.element("rect", SVGWriter.frame(frame) + SVGPalette.gradientFill("nav-bar"))
        svg.element(
            "rect", SVGWriter.frame(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)) + SVGWriter.fill(SVGPalette.navigationBarHighlight))
        svg.element(
            "rect", SVGWriter.frame(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)) + SVGWriter.fill(SVGPalette.navigationBarShadow))
        if bar.backgroundImage != nil {
            drawImageCross(in: frame, into: &svg)
        }
        if let note = bar.appearanceImagesNote {
            drawImagesNote(note, in: frame, into: &svg)
        }
        for item in layout.leftItems + layout.rightItems {
            drawBarButton(item, customImage: item.style == .back && bar.backButtonImage != nil, into: &svg)
        }
        if let title = layout.title ?? layout.largeTitle {
            SVGTextDrawing.writeEmbossed(title, into: &svg)
        }
    }

    /// The tab bar: black with a lighter top half, each item's icon placeholder and title, the
    /// selected item on a lighter plate with a blue icon, badges in red.
    static func drawTabBar(_ layout: TabBarLayout, into svg: inout SVGWriter) {
        let frame = layout.frame
        svg.element("rect", SVGWriter.frame(frame) + SVGWriter.fill(.black))
        svg.element(
            "rect", SVGWriter.frame(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 2)) + SVGPalette.gradientFill("tab-bar"))
        for item in layout.items {
            if item.isSelected {
                let plate = Rect(x: item.frame.minX + 3, y: item.frame.minY + 3, width: max(0, item.frame.width - 6), height: max(0, item.frame.height - 6))
                svg.element("rect", SVGWriter.frame(plate) + [("rx", "4")] + SVGWriter.fill(Color(white: 1, alpha: 0.15)))
            }
            if item.icon != nil {
                let icon = item.iconFrame
                svg.element("rect", SVGWriter.frame(icon) + [("rx", "5")] + SVGPalette.gradientFill(item.isSelected ? "tab-icon-selected" : "tab-icon"))
                let p = SVGContent.point
                let cross =
                    "M" + p(icon.minX + 6, icon.minY + 6) + " L" + p(icon.maxX - 6, icon.maxY - 6) + " M" + p(icon.maxX - 6, icon.minY + 6) + " L"
                    + p(icon.minX + 6, icon.maxY - 6)
                svg.element("path", [("d", cross)] + SVGWriter.stroke(Color(white: 1, alpha: 0.5)))
            }
            var title = item.title
            title.color = item.isSelected ? .white : SVGPalette.tabTitle
            SVGTextDrawing.write(title, into: &svg)
            if let badge = item.badge {
                drawBadge(badge, at: Point(x: item.iconFrame.maxX + 2, y: item.iconFrame.minY + 5), into: &svg)
            }
        }
    }

    /// The keyboard: iOS 6's grey panel with its four rows of keys as light plates, the
    /// return key titled.
    static func drawKeyboard(frame: Rect, returnKey: ReturnKey, into svg: inout SVGWriter) {
        svg.element("rect", SVGWriter.frame(frame) + SVGWriter.fill(Color(red255: 0x7F, green255: 0x84, blue255: 0x8F)))
        let rowHeight = frame.height / 4
        for row in 0..<4 {
            let y = frame.minY + Double(row) * rowHeight + 6
            let keys = row == 3 ? 1 : 10
            let width = (frame.width - 6) / Double(keys)
            for key in 0..<keys {
                let plate = Rect(x: frame.minX + 3 + Double(key) * width + 2, y: y, width: width - 4, height: rowHeight - 12)
                svg.element("rect", SVGWriter.frame(plate) + [("rx", "5")] + SVGWriter.fill(Color(white: 0.96, alpha: 1)))
            }
        }
        let title = TextRun(
            text: returnKey.title, font: .boldSystem(16), color: .black, alignment: .center,
            anchorX: frame.minX + frame.width / 2, top: frame.maxY - rowHeight + 6, lineHeight: rowHeight - 12)
        SVGTextDrawing.write(title, into: &svg)
    }

    static func drawBadge(_ badge: String, at centre: Point, into svg: inout SVGWriter) {
        let font = Font.boldSystem(12)
        let text = TextLayout(text: badge, font: font, width: 40).lineTexts.first ?? ""
        let width = max(18, FontMetrics(font).width(of: text) + 10)
        let plate = Rect(x: centre.x - width / 2, y: centre.y - 9, width: width, height: 18)
        svg.element("rect", SVGWriter.frame(plate) + [("rx", "9")] + SVGWriter.fill(SVGPalette.badge) + SVGWriter.stroke(.white, width: 2))
        let lineHeight = FontMetrics.lineHeight(for: font)
        SVGTextDrawing.write(
            TextRun(text: text, font: font, color: .white, alignment: .center, anchorX: centre.x, top: centre.y - lineHeight / 2, lineHeight: lineHeight),
            into: &svg)
    }

    /// The cross of an image placeholder over the whole bar.
    private static func drawImageCross(in frame: Rect, into svg: inout SVGWriter) {
        let p = SVGContent.point
        let cross = "M" + p(frame.minX, frame.minY) + " L" + p(frame.maxX, frame.maxY) + " M" + p(frame.maxX, frame.minY) + " L" + p(frame.minX, frame.maxY)
        svg.element("path", [("d", cross)] + SVGWriter.stroke(Color(white: 1, alpha: 0.3)))
    }

    /// `note` in small type in the bar's top right corner, cut to fit 200 points.
    private static func drawImagesNote(_ note: String, in frame: Rect, into svg: inout SVGWriter) {
        let font = Font.system(9)
        let lineHeight = FontMetrics.lineHeight(for: font)
        let text = TextLayout(text: note, font: font, width: 200).lineTexts.first ?? ""
        SVGTextDrawing.write(
            TextRun(
                text: text, font: font, color: Color(white: 1, alpha: 0.8), alignment: .right, anchorX: frame.maxX - 4, top: frame.minY + 1,
                lineHeight: lineHeight), into: &svg)
    }

    private static func drawBarButton(_ item: NavigationBarLayout.Item, customImage: Bool, into svg: inout SVGWriter) {
        let frame = item.frame
        let p = SVGContent.point
        svg.open("g", item.isEnabled ? [] : [("opacity", "0.5")])
        var textFrame = frame
        switch item.style {
        case .back:
            let top = frame.minY + 0.5, bottom = frame.maxY - 0.5, right = frame.maxX
            let path =
                "M" + p(frame.minX, frame.minY + frame.height / 2) + " L" + p(frame.minX + 12, top) + " L" + p(right - 5, top)
                + " Q" + p(right, top) + " " + p(right, top + 5) + " L" + p(right, bottom - 5)
                + " Q" + p(right, bottom) + " " + p(right - 5, bottom) + " L" + p(frame.minX + 12, bottom) + " Z"
            let dashes: [SVGWriter.Attribute] = customImage ? [("stroke-dasharray", "3 2")] : []
            svg.element("path", [("d", path)] + SVGPalette.gradientFill("bar-button") + SVGWriter.stroke(SVGPalette.barButtonBorder) + dashes)
            textFrame = Rect(x: frame.minX + 10, y: frame.minY, width: max(0, frame.width - 13), height: frame.height)
        case .bordered, .icon:
            svg.element("rect", SVGWriter.frame(frame) + [("rx", "5")] + SVGPalette.gradientFill("bar-button") + SVGWriter.stroke(SVGPalette.barButtonBorder))
        case .done:
            svg.element("rect", SVGWriter.frame(frame) + [("rx", "5")] + SVGPalette.gradientFill("done-button") + SVGWriter.stroke(SVGPalette.doneButtonBorder))
        }
        if let title = item.title {
            let font = NavigationBarLayout.buttonFont
            let lineHeight = FontMetrics.lineHeight(for: font)
            let run = TextRun(
                text: title, font: font, color: .white, alignment: .center, anchorX: textFrame.minX + textFrame.width / 2,
                top: frame.minY + (frame.height - lineHeight) / 2, lineHeight: lineHeight)
            SVGTextDrawing.writeEmbossed(run, into: &svg)
        } else if case .icon(let icon) = item.style, icon != .add, let symbol = icon.symbol {
            let font = Font.boldSystem(17)
            let lineHeight = FontMetrics.lineHeight(for: font)
            let run = TextRun(
                text: symbol, font: font, color: .white, alignment: .center, anchorX: frame.minX + frame.width / 2,
                top: frame.minY + (frame.height - lineHeight) / 2, lineHeight: lineHeight)
            SVGTextDrawing.writeEmbossed(run, into: &svg)
        } else {
            let x = frame.minX + frame.width / 2, y = frame.minY + frame.height / 2
            svg.element("path", [("d", "M" + p(x - 6, y) + " L" + p(x + 6, y) + " M" + p(x, y - 6) + " L" + p(x, y + 6))] + SVGWriter.stroke(.white, width: 3))
        }
        svg.close("g")
    }
}
