/// Everything the audit needs from a rendered screen, gathered in one walk over what shows
/// (the same visibility rules as the renderers: hidden elements, rows and items out of view
/// and content scrolled away are left out): VoiceOver's elements in reading order, the touch
/// targets, each text with what lies behind it, and the texts cut short.
struct AccessibilityScan {
    /// A text as drawn, with the backdrops behind it.
    struct Text {
        /// The element's name.
        var name: String
        /// The text as drawn (the lines joined; cut texts end in "…").
        var shown: String
        /// The font.
        var font: Font
        /// The color.
        var color: Color
        /// The drawn text's rect, in screen points.
        var rect: Rect
        /// What lies behind it, topmost first.
        var backdrops: [Backdrop]
    }

    /// Something a tap reaches.
    struct Target {
        /// What VoiceOver knows about it.
        var element: AccessibleElement
        /// The area a touch lands in, in screen points.
        var touchFrame: Rect
    }

    /// Chrome elements before the content (the navigation bar), in reading order.
    private(set) var leading: [AccessibleElement] = []
    /// Content elements, in the order they were met (sorted when read).
    private(set) var content: [AccessibleElement] = []
    /// Chrome elements after the content (the tab bar), in reading order.
    private(set) var trailing: [AccessibleElement] = []
    /// The touch targets.
    private(set) var targets: [Target] = []
    /// The texts drawn.
    private(set) var texts: [Text] = []
    /// Texts cut short: the element and the detail.
    private(set) var truncations: [AuditFinding] = []
    /// Texts whose truncation depends on measuring San Francisco with Helvetica's widths:
    /// reported as not checked, never as findings.
    private(set) var uncertain: [String] = []
    /// Controls that text must not cover, in screen points.
    private(set) var controls: [(name: String, frame: Rect)] = []
    /// The number of lines each label and alert text is drawn on, by element name.
    private(set) var lineCounts: [String: Int] = [:]
    /// The labels showing data (``TextOrigin/data``), which a translation leaves as they are.
    private(set) var dataLabels: Set<String> = []
    var painted: PaintedRegions

    /// Whether elements whose tops are less than 8 points apart read as one row (today's
    /// iPhones, as VoiceOver reads them: cashapp/AccessibilitySnapshot's rule); the 2012
    /// iPhones' audits sort by rounded top alone, as their references always have.
    private(set) var readsInRows = false

    /// VoiceOver's elements in reading order: the navigation bar, the content top to bottom
    /// and left to right (UIKit's default order for a view's elements), the tab bar. On
    /// today's iPhones the content reads in rows: an element whose top is less than 8 points
    /// below the first top of the row joins it, and each row reads leading to trailing.
    /// - Complexity: O(n log n) in the content's elements.
    var readingOrder: [AccessibleElement] {
        let sorted = content.enumerated().sorted { a, b in
            let ay = a.element.frame.minY.rounded(), by = b.element.frame.minY.rounded()
            if ay != by { return ay < by }
            if a.element.frame.minX != b.element.frame.minX { return a.element.frame.minX < b.element.frame.minX }
            return a.offset < b.offset
        }
        guard readsInRows else { return leading + sorted.map(\.element) + trailing }
        var rows: [[(offset: Int, element: AccessibleElement)]] = []
        for item in sorted {
            if let top = rows.last?.first?.element.frame.minY, item.element.frame.minY - top < 8 {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        let read = rows.flatMap { row in
            row.sorted { a, b in a.element.frame.minX != b.element.frame.minX ? a.element.frame.minX < b.element.frame.minX : a.offset < b.offset }
        }
        return leading + read.map(\.element) + trailing
    }

    /// Scans `screen`.
    /// - Complexity: O(visible elements + visible rows + text length), as rendering.
    init(_ screen: Screen) {
        let size = screen.size
        readsInRows = screen.device.hasModernChrome
        painted = PaintedRegions(screen: Rect(x: 0, y: 0, width: size.width, height: size.height), color: .white)
        if let alert = screen.alert {
            // VoiceOver reaches only the alert while it is up; the dimmed screen is not read.
            scanAlert(alert, screenSize: size)
            return
        }
        let chrome = ModernChrome(screen)
        if let bar = screen.navigationBar { scanNavigationBar(bar, frame: screen.navigationBarFrame, chrome: chrome) }
        let frame = screen.contentFrame
        let context = ElementContext(origin: frame.origin, visible: frame)
        for element in screen.content { scan(element, context: context, cell: nil) }
        if let bar = screen.tabBar { scanTabBar(bar, frame: screen.tabBarFrame, chrome: chrome) }
    }

    mutating func addLeading(_ element: AccessibleElement) { leading.append(element) }
    mutating func addTrailing(_ element: AccessibleElement) { trailing.append(element) }
    mutating func addContent(_ element: AccessibleElement) { content.append(element) }
    mutating func insertContent(_ element: AccessibleElement, at index: Int) { content.insert(element, at: min(index, content.count)) }
    mutating func addTarget(_ element: AccessibleElement, touchFrame: Rect) {
        targets.append(Target(element: element, touchFrame: touchFrame))
    }
    mutating func addTruncation(_ name: String, _ detail: String) {
        truncations.append(AuditFinding(rule: .truncated, element: name, detail: detail))
    }
    /// A text cut short: the whole text when it is short, else its length, and what shows.
    /// The length is counted up to ``TextLayout/characterLimit`` characters, past which the
    /// text is "over" it (counting a 50 MB text would take longer than the whole audit).
    mutating func addTruncation(_ name: String, full: String, shown: String, lines: Int = 1) {
        let prefix = lines > 1 ? "\(lines) lines, " : ""
        let counted = full.prefix(TextLayout.characterLimit + 1).count
        let length = counted > TextLayout.characterLimit ? "over \(Counted.number(TextLayout.characterLimit))" : "\(counted)"
        let whole =
            counted <= 60
            ? TextQuote.quoted(full) + "  " + prefix + "shown as " + TextQuote.quoted(shown)
            : prefix + "shown as " + TextQuote.quoted(shown) + "  of \(length) characters"
        addTruncation(name, whole)
    }
    mutating func addText(_ name: String, shown: String, font: Font, color: Color, rect: Rect) {
        texts.append(Text(name: name, shown: shown, font: font, color: color, rect: rect, backdrops: painted.backdrops(behind: rect)))
    }
    mutating func addControl(_ name: String, frame: Rect) { controls.append((name, frame)) }
    mutating func addLineCount(_ name: String, _ lines: Int) { lineCounts[name] = lines }

    /// The spoken parts of a table cell, collected while its elements are scanned.
    final class CellSpeech {
        /// The cell's name, put before the names of its elements (`row 0.1`).
        let name: String
        /// The texts spoken, in order.
        var parts: [String] = []

        init(name: String) {
            self.name = name
        }
    }

    /// Scans `element` and its children; `cell` collects the texts of a table cell's labels,
    /// which the cell speaks as one element; `textColor` replaces label colors (a highlighted
    /// row's built-in labels turn white).
    mutating func scan(_ element: Element, context: ElementContext, cell: CellSpeech?, textColor: Color? = nil) {
        guard !element.isHidden, context.isVisible(element.frame) else { return }
        let frame = context.absolute(element.frame)
        let name = (cell.map { $0.name + " " } ?? "") + element.kind.word + " " + element.name
        let accessibility = element.accessibility ?? Accessibility()
        if let color = element.backgroundColor, !isTable(element) { painted.paint(frame, color: color) }
        switch element.kind {
        case .view:
            break
        case .label(let label):
            scanLabel(label, name: name, frame: frame, accessibility: accessibility, cell: cell, textColor: textColor, visible: context.visible)
        case .image(let image):
            painted.paint(image.visibleImageRect(in: frame), .image(image.image?.name ?? "(no image)"))
            let isElement = accessibility.isElement ?? (accessibility.label != nil)
            let spoken = AccessibleElement(
                name: name, label: accessibility.label, hint: accessibility.hint,
                traits: accessibility.traits.isEmpty ? [.image] : accessibility.traits, frame: frame)
            if element.takesTouches {
                addTarget(spoken, touchFrame: frame)
                addContent(spoken)
            } else if isElement {
                if let cell { cell.parts.append(accessibility.label ?? "") } else { addContent(spoken) }
            }
        case .textView(let view):
            painted.paint(frame, color: element.backgroundColor ?? .white)
            let lines = ScrollingTextLines(textView: view, width: element.frame.width)
            let shown = lines.visibility(frame: element.frame, offsetY: view.contentOffsetY, context: context).shown.map(\.displayText)
            if let first = shown.first {
                addText(name, shown: first, font: view.font, color: view.textColor, rect: frame)
            }
            let spoken = AccessibleElement(
                name: name, label: accessibility.label ?? view.text, hint: accessibility.hint,
                traits: accessibility.traits.isEmpty ? (view.isEditable ? [] : [.staticText]) : accessibility.traits, frame: frame)
            addContent(spoken)
            if view.isEditable { addTarget(spoken, touchFrame: frame) }
        case .webView:
            addContent(AccessibleElement(name: name, label: accessibility.label ?? "web content", traits: accessibility.traits, frame: frame))
        case .textField(let field):
            scanTextField(field, name: name, frame: frame, accessibility: accessibility)
        case .button(let button):
            scanButton(button, name: name, frame: frame, accessibility: accessibility)
        case .switchControl(let control):
            scanControl(name, frame: frame, accessibility: accessibility, traits: [.button], label: nil, isEnabled: control.isEnabled)
        case .slider(let slider):
            scanControl(name, frame: frame, accessibility: accessibility, traits: [.adjustable], label: nil, isEnabled: slider.isEnabled)
        case .segmentedControl(let control):
            scanSegments(control, name: name, frame: frame, accessibility: accessibility)
        case .stepper(let stepper):
            let half = frame.width / 2
            for (index, word) in ["Decrement", "Increment"].enumerated() {
                let part = Rect(x: frame.minX + Double(index) * half, y: frame.minY, width: half, height: frame.height)
                let enabled = stepper.isEnabled && (index == 0 ? stepper.canDecrement : stepper.canIncrement)
                let spoken = AccessibleElement(
                    name: name + " " + word.lowercased(), label: word, traits: enabled ? [.button] : [.button, .notEnabled], frame: part)
                addContent(spoken)
                addTarget(spoken, touchFrame: part)
            }
            addControl(name, frame: frame)
        case .scrollView(let scroll):
            let inner = context.entering(element.frame, offset: scroll.contentOffset, clips: true)
            for child in element.children { scan(child, context: inner, cell: cell) }
            return
        case .table(let table):
            scanTable(table, element: element, context: context)
            return
        case .grid(let grid):
            scanGrid(grid, name: name, frame: element.frame, context: context)
            return
        }
        let inner = context.entering(element.frame, clips: false)
        for child in element.children { scan(child, context: inner, cell: cell, textColor: textColor) }
    }

    private func isTable(_ element: Element) -> Bool {
        if case .table = element.kind { return true }
        return false
    }

    /// Whether `text` would fit `frame` were it measured 1.5% narrower (San Francisco's
    /// spread against Helvetica's widths over real label frames).
    static func fitsWithinMeasuringError(_ label: Label, text: String, frame: Rect) -> Bool {
        let narrower = Size(width: frame.width / 0.985, height: frame.height)
        return TextLayout(text: text, font: label.font, frameSize: narrower, numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode)
            .isTruncated == false
    }

    /// A label: cut or not shown, its text's rect (only the part `visible` through scroll
    /// views and tables), and its element (or its part of a cell's speech).
    mutating func scanLabel(_ label: Label, name: String, frame: Rect, accessibility: Accessibility, cell: CellSpeech?, textColor: Color?, visible: Rect) {
        guard let text = label.text, let layout = label.textLayout(in: frame.size) else { return }
        if label.textOrigin == .data { dataLabels.insert(name) }
        if layout.lines.isEmpty {
            addTruncation(name, TextQuote.quoted(AuditReport.shortened(text)) + "  not shown: " + PointFormat.string(frame.size) + " is too small for one line")
        } else {
            addLineCount(name, layout.lines.count)
            let metrics = FontMetrics(label.font)
            let glyphHeight = metrics.ascender - metrics.descender
            if layout.lines.count == 1, frame.height + 0.5 < glyphHeight {
                addTruncation(
                    name,
                    TextQuote.quoted(AuditReport.shortened(text)) + "  cut by its frame: "
                        + PointFormat.string(frame.size) + " is lower than the glyphs' " + PointFormat.string(glyphHeight))
            } else if layout.isTruncated {
                if label.font.isMeasuredApproximately, Self.fitsWithinMeasuringError(label, text: text, frame: frame) {
                    // Whether it is cut depends on how far Helvetica's widths are from San Francisco's.
                    uncertain.append(
                        "truncated  " + name + "  " + TextQuote.quoted(AuditReport.shortened(text))
                            + ": cut by less than San Francisco's measuring error (1.5%), uncertain")
                } else {
                    addTruncation(name, full: text, shown: layout.lineTexts.joined(separator: " "), lines: layout.lines.count)
                }
            }
            let width = min(frame.width, layout.size.width)
            let x: Double
            switch label.alignment {
            case .left: x = frame.minX
            case .center: x = frame.minX + (frame.width - width) / 2
            case .right: x = frame.maxX - width
            }
            let height = min(frame.height, layout.size.height)
            let rect = Rect(x: x, y: frame.minY + (frame.height - height) / 2, width: width, height: height).intersection(visible)
            if rect.width > 0, rect.height > 0 {
                addText(name, shown: layout.lineTexts.joined(separator: " "), font: label.font, color: textColor ?? label.textColor, rect: rect)
            }
        }
        guard accessibility.isElement ?? !text.isEmpty else { return }
        let spokenText = accessibility.label ?? text
        if let cell {
            cell.parts.append(spokenText)
        } else {
            addContent(
                AccessibleElement(
                    name: name, label: spokenText, hint: accessibility.hint,
                    traits: accessibility.traits.isEmpty ? [.staticText] : accessibility.traits, frame: frame))
        }
    }

    private mutating func scanTextField(_ field: TextField, name: String, frame: Rect, accessibility: Accessibility) {
        painted.paint(frame, color: .white)
        let spoken = AccessibleElement(
            name: name, label: accessibility.label ?? (field.text.isEmpty ? field.placeholder : field.text), hint: accessibility.hint,
            traits: accessibility.traits + (field.isEnabled ? [] : [.notEnabled]), frame: frame)
        addContent(spoken)
        addTarget(spoken, touchFrame: frame)
        addControl(name, frame: frame)
        let (text, color) = field.text.isEmpty ? (field.placeholder ?? "", SVGPalette.placeholderText) : (field.text, Color.black)
        guard !text.isEmpty else { return }
        let width = min(frame.width - 16, FontMetrics(field.font).width(of: text))
        let lineHeight = FontMetrics.lineHeight(for: field.font)
        let rect = Rect(x: frame.minX + 8, y: frame.minY + (frame.height - lineHeight) / 2, width: max(0, width), height: lineHeight)
        addText(name + (field.text.isEmpty ? " placeholder" : ""), shown: text, font: field.font, color: color, rect: rect)
    }

    private mutating func scanButton(_ button: Button, name: String, frame: Rect, accessibility: Accessibility) {
        painted.paint(frame, SVGPalette.backdrop("rounded-button", frame: frame))
        let spoken = AccessibleElement(
            name: name, label: accessibility.label ?? button.title, hint: accessibility.hint,
            traits: (accessibility.traits.isEmpty ? [.button] : accessibility.traits) + (button.isEnabled ? [] : [.notEnabled]), frame: frame)
        addContent(spoken)
        addTarget(spoken, touchFrame: frame)
        guard !button.title.isEmpty else { return }
        let layout = TextLayout(text: button.title, font: button.font, width: max(0, frame.width - 12))
        let shown = layout.lineTexts.first ?? ""
        if shown != button.title {
            addTruncation(name, full: button.title, shown: shown)
        }
        let width = FontMetrics(button.font).width(of: shown)
        let lineHeight = FontMetrics.lineHeight(for: button.font)
        let rect = Rect(x: frame.minX + (frame.width - width) / 2, y: frame.minY + (frame.height - lineHeight) / 2, width: width, height: lineHeight)
        addText(name, shown: shown, font: button.font, color: SVGPalette.buttonTitle, rect: rect)
    }

    private mutating func scanControl(_ name: String, frame: Rect, accessibility: Accessibility, traits: [AccessibilityTrait], label: String?, isEnabled: Bool)
    {
        let spoken = AccessibleElement(
            name: name, label: accessibility.label ?? label, hint: accessibility.hint,
            traits: (accessibility.traits.isEmpty ? traits : accessibility.traits) + (isEnabled ? [] : [.notEnabled]), frame: frame)
        addContent(spoken)
        addTarget(spoken, touchFrame: frame)
        addControl(name, frame: frame)
    }

    private mutating func scanSegments(_ control: SegmentedControl, name: String, frame: Rect, accessibility: Accessibility) {
        let count = max(1, control.segments.count)
        let width = frame.width / Double(count)
        let font = control.style.titleFont
        for (index, (title, segment)) in zip(control.segments, control.segmentFrames(in: frame.size)).enumerated() {
            // Drawn on one line within the segment less 4 points each side, as the pictures draw it.
            if let shown = TextLayout(text: title, font: font, width: max(0, segment.width - 8)).lineTexts.first, shown != title, !title.isEmpty {
                addTruncation(name + " segment \(index)", full: title, shown: shown)
            }
            let part = Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
            var traits: [AccessibilityTrait] = [.button]
            if control.selectedSegment == index { traits.append(.selected) }
            if !control.isEnabled { traits.append(.notEnabled) }
            let spoken = AccessibleElement(
                name: name + " segment \(index)", label: index == 0 ? (accessibility.label.map { $0 + ", " + title } ?? title) : title, traits: traits,
                frame: part)
            addContent(spoken)
            addTarget(spoken, touchFrame: part)
        }
        addControl(name, frame: frame)
    }
}
