/// Prints one element and its children as snapshot lines (see ``TextRenderer``).
enum ElementPrinter {
    static func print(_ element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        // A hidden element is not on screen; a canvas still shows it (and what it holds).
        if element.isHidden, !context.showsEverything { return }
        let frame = SnapshotField.frame(of: element)
        let color = SnapshotField(.background, element.backgroundColor.map { "background " + $0.hex } ?? "")
        let extras = extraFields(element)
        guard element.frameSource == .autoLayout || context.isVisible(element.frame) else {
            out.add(depth, element.kind.word + " " + element.name, frame, .state("off-screen"))
            return
        }
        switch element.kind {
        case .view:
            out.add(depth, [.head("view " + element.name), frame, SnapshotField(.background, element.backgroundColor?.hex ?? "clear")] + extras)
        case .label(let label):
            LabelPrinter.print(
                label, name: element.name, frame: element.frame, frameField: element.frameSource == .given ? nil : frame,
                laidOut: element.frameSource != .autoLayout, depth: depth, extra: [color] + extras, into: &out
            )
        case .image(let image):
            printImage(image, element: element, depth: depth, extras: extras, into: &out)
        case .textView(let textView):
            TextBlockPrinter.printTextView(textView, element: element, depth: depth, context: context, extras: extras, into: &out)
        case .textField(let field):
            out.add(
                depth,
                [
                    .head("textfield " + element.name), frame, .font(field.font), .text(field.text),
                    .detail(field.placeholder.map { "placeholder " + TextQuote.quoted($0) } ?? ""),
                    .state("focused", if: field.isFocused), .state("disabled", if: !field.isEnabled),
                    .detail(field.returnKey == .default ? "" : "return " + field.returnKey.rawValue),
                ] + extras)
        case .webView(let webView):
            TextBlockPrinter.printWebView(webView, element: element, depth: depth, context: context, extras: extras, into: &out)
        case .button(let button):
            out.add(
                depth,
                [
                    .head("button " + element.name), frame, .text(button.title), .font(button.font),
                    .state("disabled", if: !button.isEnabled), .action(button.action.map { "-> " + $0 }),
                ] + extras)
        case .switchControl, .segmentedControl, .slider, .stepper:
            out.add(depth, (ControlPrinter.fields(of: element, frame: frame) ?? []) + extras)
        case .scrollView(let scroll):
            let bounds = element.frame.size
            out.add(
                depth,
                [
                    .head("scroll " + element.name), frame, .detail("content " + PointFormat.string(scroll.contentSize)),
                    .detail("offset " + PointFormat.string(scroll.contentOffset)),
                    .detail(scroll.scrollsVertically(in: bounds) ? "scrolls to \(PointFormat.string(scroll.maximumOffsetY(in: bounds)))" : "does not scroll"),
                    .detail(scroll.keyboardDismissMode == .none ? "" : "keyboard dismiss " + scroll.keyboardDismissMode.rawValue),
                ] + extras)
            let inner = context.entering(element.frame, offset: scroll.contentOffset, clips: true)
            for child in element.children {
                print(child, depth: depth + 1, context: inner, into: &out)
            }
            return
        case .table(let table):
            TablePrinter.print(table, element: element, depth: depth, context: context, into: &out)
            return
        case .grid(let grid):
            GridPrinter.print(grid, element: element, depth: depth, context: context, into: &out)
            return
        }
        let inner = context.entering(element.frame, clips: false)
        for child in element.children {
            print(child, depth: depth + 1, context: inner, into: &out)
        }
    }

    private static func printImage(_ image: ImageView, element: Element, depth: Int, extras: [SnapshotField], into out: inout SnapshotLines) {
        let frame = SnapshotField.frame(of: element)
        guard let asset = image.image else {
            out.add(depth, [.head("image " + element.name), frame, .state("empty"), image.placeholder.map { .text($0) } ?? .detail("")] + extras)
            return
        }
        let bounds = Rect(origin: .zero, size: element.frame.size)
        // `drawn` is where the image lands; when the view clips it, `visible` is the part of it
        // that shows (only printed when clipping cuts something off).
        let drawn = image.imageRect(in: bounds)
        let visible = image.visibleImageRect(in: bounds)
        out.add(
            depth,
            [
                .head("image " + element.name), frame, .detail(asset.description), .detail(contentModeWord(image.contentMode)),
                .detail(image.clipsToBounds ? "clips" : ""),
                .detail(asset.size == nil || element.frameSource == .autoLayout ? "" : "drawn " + PointFormat.string(drawn)),
                .detail(asset.size == nil || element.frameSource == .autoLayout || visible == drawn ? "" : "visible " + PointFormat.string(visible)),
            ] + extras)
    }

    /// The frame as printed: `x,y wxh`, `x,y wxh (Auto Layout)` when solved from constraints,
    /// or `no frame (Auto Layout)` when none is known.
    static func frameText(_ element: Element) -> String {
        switch element.frameSource {
        case .given: PointFormat.string(element.frame)
        case .solved: PointFormat.string(element.frame) + " (Auto Layout)"
        case .autoLayout: "no frame (Auto Layout)"
        }
    }

    /// The facts printed after an element's own fields: `hidden` (only a canvas prints hidden
    /// elements), touch handling when it was set against the kind's default, then what
    /// VoiceOver is told.
    static func extraFields(_ element: Element) -> [SnapshotField] {
        var fields: [SnapshotField] = element.isHidden ? [.state("hidden")] : []
        if let enabled = element.isUserInteractionEnabled {
            var defaultElement = element
            defaultElement.isUserInteractionEnabled = nil
            if enabled != defaultElement.takesTouches { fields.append(.state(enabled ? "touches on" : "touches off")) }
        }
        if let accessibility = element.accessibility { fields += accessibility.fields.map { SnapshotField(.accessibility, $0) } }
        if !element.gestures.isEmpty { fields.append(.action("gestures " + element.gestures.joined(separator: ", "))) }
        return fields
    }

    private static func contentModeWord(_ mode: ContentMode) -> String {
        switch mode {
        case .scaleToFill: return "scale-to-fill"
        case .aspectFit: return "aspect-fit"
        case .aspectFill: return "aspect-fill"
        case .center: return "center"
        }
    }
}
