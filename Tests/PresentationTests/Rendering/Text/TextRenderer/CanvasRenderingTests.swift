import Presentation
import Testing

/// `TextRenderer.renderCanvas`: elements as a storyboard canvas shows them, and the facts an
/// element can carry beyond its kind.
@Suite struct CanvasRenderingTests {
    private func table(rows: Int) -> Element {
        let cells = (0..<rows).map { TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "Row \($0)")) }
        return Element("tableView", frame: Rect(x: 0, y: 0, width: 320, height: 100), kind: .table(TableView(dataSource: TableSections([.init(rows: cells)]))))
    }

    @Test func aCanvasPrintsEveryRowWhereAScreenCountsThem() {
        let text = TextRenderer().renderCanvas([table(rows: 30)])
        #expect(text.split(separator: "\n").filter { $0.contains(" row 0.") }.count == 30)
        #expect(text.contains("row 0.29  0,1276 320x44  Cell  style default  accessory none"))
        #expect(!text.contains("out of view"))
        let screen = TextRenderer().render(Screen(appName: "App", content: [table(rows: 30)]))
        #expect(screen.contains("(27 rows below, out of view)"))
    }

    @Test func aCanvasPrintsHiddenElementsAndWhatTheySet() {
        var hidden = Element.label("note", frame: Rect(x: 10, y: 600, width: 100, height: 21), Label("Hi"))
        hidden.isHidden = true
        let autoLayout = Element(
            "send", frame: .zero, kind: .button(Button("Send")), isUserInteractionEnabled: false,
            accessibility: Accessibility(label: "Send message", hint: "Sends it", traits: [.header, .button]),
            frameSource: .autoLayout)
        let touchy = Element("photo", frame: Rect(x: 0, y: 0, width: 10, height: 10), kind: .image(ImageView(nil)), isUserInteractionEnabled: true)
        let text = TextRenderer().renderCanvas([hidden, autoLayout, touchy], depth: 1)
        #expect(
            text == """
                  label note  10,600 100x21  Helvetica 17  #000000  hidden  "Hi"
                  button send  no frame (Auto Layout)  "Send"  Helvetica-Bold 15  touches off  accessibility "Send message"  hint "Sends it"  traits button,header
                  image photo  0,0 10x10  empty  touches on

                """)
        // A screen leaves the hidden label out, and a label's default (no touches) says nothing.
        var plain = hidden
        plain.isHidden = false
        plain.isUserInteractionEnabled = false
        #expect(TextRenderer().renderCanvas([plain]) == "label note  10,600 100x21  Helvetica 17  #000000  \"Hi\"\n")
        #expect(!TextRenderer().render(Screen(appName: "App", content: [hidden])).contains("note"))
    }

    @Test func aLabelTooSmallForOneLineStillPrintsItsText() {
        let label = Element.label("tiny", frame: Rect(x: 0, y: 0, width: 0, height: 0), Label("Cut"))
        #expect(TextRenderer().renderCanvas([label]) == "label tiny  0,0 0x0  Helvetica 17  #000000  \"Cut\"  not shown: the frame is too small for one line\n")
    }
}
