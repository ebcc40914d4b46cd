/// Prints one element and its children as snapshot lines (see ``TextRenderer``).
enum ElementPrinter {
    static func print(_ element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        if element.isHidden { return }
        let frame = PointFormat.string(element.frame)
        let color = element.backgroundColor.map { "background " + $0.hex } ?? ""
        guard context.isVisible(element.frame) else {
            out.add(depth, kindWord(element.kind) + " " + element.name, frame, "off-screen")
            return
        }
        switch element.kind {
        case .view:
            out.add(depth, "view " + element.name, frame, element.backgroundColor?.hex ?? "clear")
        case .label(let label):
            LabelPrinter.print(label, name: element.name, frame: element.frame, depth: depth, extra: color, into: &out)
        case .image(let image):
            printImage(image, element: element, depth: depth, into: &out)
        case .textView(let textView):
            TextBlockPrinter.printTextView(textView, element: element, depth: depth, context: context, into: &out)
        case .textField(let field):
            out.add(depth, [
                "textfield " + element.name, frame, field.font.description, TextQuote.quoted(field.text),
                field.placeholder.map { "placeholder " + TextQuote.quoted($0) } ?? "",
                field.isFocused ? "focused" : "", field.isEnabled ? "" : "disabled",
            ])
        case .webView(let webView):
            TextBlockPrinter.printWebView(webView, element: element, depth: depth, context: context, into: &out)
        case .button(let button):
            out.add(depth, [
                "button " + element.name, frame, TextQuote.quoted(button.title), button.font.description,
                button.isEnabled ? "" : "disabled", button.action.map { "-> " + $0 } ?? "",
            ])
        case .scrollView(let scroll):
            let bounds = element.frame.size
            out.add(depth, [
                "scroll " + element.name, frame, "content " + PointFormat.string(scroll.contentSize),
                "offset " + PointFormat.string(scroll.contentOffset),
                scroll.scrollsVertically(in: bounds) ? "scrolls to \(PointFormat.string(scroll.maximumOffsetY(in: bounds)))" : "does not scroll",
            ])
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

    static func kindWord(_ kind: ElementKind) -> String {
        switch kind {
        case .view: return "view"
        case .label: return "label"
        case .image: return "image"
        case .textView: return "textview"
        case .textField: return "textfield"
        case .webView: return "webview"
        case .button: return "button"
        case .scrollView: return "scroll"
        case .table: return "table"
        case .grid: return "grid"
        }
    }

    private static func printImage(_ image: ImageView, element: Element, depth: Int, into out: inout SnapshotLines) {
        let frame = PointFormat.string(element.frame)
        guard let asset = image.image else {
            out.add(depth, "image " + element.name, frame, "empty", image.placeholder.map(TextQuote.quoted) ?? "")
            return
        }
        let bounds = Rect(origin: .zero, size: element.frame.size)
        // `drawn` is where the image lands; when the view clips it, `visible` is the part of it
        // that shows (only printed when clipping cuts something off).
        let drawn = image.imageRect(in: bounds)
        let visible = image.visibleImageRect(in: bounds)
        out.add(depth, [
            "image " + element.name, frame, asset.description, contentModeWord(image.contentMode),
            image.clipsToBounds ? "clips" : "",
            asset.size == nil ? "" : "drawn " + PointFormat.string(drawn),
            asset.size == nil || visible == drawn ? "" : "visible " + PointFormat.string(visible),
        ])
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
