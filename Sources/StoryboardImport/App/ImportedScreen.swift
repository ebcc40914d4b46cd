import Navigation
import Presentation

/// One scene of an ``ImportedApp`` on screen: the file's root view with what the user changed
/// in it (switches, segments, sliders, steppers, text fields and the focus, how far its table
/// is scrolled), the file's navigation item, and the next scene a segue shows; and the scene's
/// code, when the app gives it some (``SceneCode``), which fills the view from its data and
/// does what its methods do. The state is those changes and the code, as values; the view is
/// the file's, changed when drawn.
struct ImportedScreen<Effect: Equatable & Sendable, Message: Equatable & Sendable>: ScreenFeature {

    /// Any scene of the file: each screen says which (``shownScene``).
    static var scene: SceneID { "(a scene of the file)" }

    /// The scene shown.
    let sceneID: SceneID
    /// The file and the team's screens.
    let file: StoryboardFile<Effect, Message>
    /// What the user set each control to (the values code sets through outlets).
    var changes: [ControlKey: OutletValue] = [:]
    /// The text field with the focus, if any: in the content, or in a cell of the table.
    var focusedField: ControlKey?
    /// How far the first table is scrolled, once the user scrolled it.
    var tableOffset: Double?
    /// The scene's code, if the app gives it some.
    var code: (any SceneCode<Effect, Message>)?

    /// The scene `scene` of `file`, as the file draws it, run by `code` if given.
    init(_ scene: SceneID, file: StoryboardFile<Effect, Message>, code: (any SceneCode<Effect, Message>)? = nil) {
        self.sceneID = scene
        self.file = file
        self.code = code
    }

    /// Whether both show the same scene with the same changes and code.
    static func == (lhs: ImportedScreen, rhs: ImportedScreen) -> Bool {
        lhs.sceneID == rhs.sceneID && lhs.file == rhs.file && lhs.changes == rhs.changes && lhs.focusedField == rhs.focusedField
            && lhs.tableOffset == rhs.tableOffset && (lhs.code.map { $0.isEqual(to: rhs.code) } ?? (rhs.code == nil))
    }

    /// The scene's views as its code reads them.
    func sceneView(in context: ScreenContext) -> SceneView {
        SceneView(scene: sceneID, isEditing: context.isEditing, imported: file.sceneIfAny(sceneID), changes: changes)
    }

    var shownScene: SceneID { sceneID }

    /// The file's navigation item: its title (the scene's where it has none), its back
    /// button title and its bar buttons.
    var navigationItem: NavigationItem {
        file.sceneIfAny(sceneID)?.fileNavigationItem ?? NavigationItem()
    }

    /// Controls change as the user sets them; anything else is accepted and does nothing, as a
    /// file's controls do without their code. The keyboard follows the file's settings, as the
    /// usual delegate code does: return moves to the next text input where the field's return
    /// key says Next and puts the keyboard down where it says Done (the default return key does
    /// nothing), and a drag of a table or scroll view whose `keyboardDismissMode` is set puts it
    /// down.
    mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]? {
        switch touch {
        case let .toggleSwitch(name, isOn, row): changes[ControlKey(name: name, row: row)] = .isOn(isOn)
        case let .selectSegment(name, index, row): changes[ControlKey(name: name, row: row)] = .selectedSegment(index)
        case let .setValue(name, value, row): changes[ControlKey(name: name, row: row)] = .value(value)
        case .tapTextField(let name): focusedField = ControlKey(name: name, row: nil)
        case let .tapCellTextField(name, row): focusedField = ControlKey(name: name, row: row)
        case .typeText(let text): editFocusedField(in: context) { $0 += text }
        case .replaceText(let text): editFocusedField(in: context) { $0 = text }
        case .scroll(let y):
            tableOffset = restingTableOffset(y)
            if dismissesKeyboardOnDrag(in: context) { focusedField = nil }
        case .tapReturn, .tapOutside, .tapRow, .tapAccessory, .tapGridItem, .tapButton, .tapBarButton, .tapCellButton, .performGesture:
            // What the file does not answer goes to the code first; without code, nothing.
            let view = sceneView(in: context)
            if let commands = code?.handle(touch, view: view) { return commands }
            if touch == .tapReturn { pressReturn(in: context) }
        default: break
        }
        return []
    }

    /// The code's unwind action; without code, which screen implements an action is not
    /// known: the nearest screen under the source takes it, as if each implemented every one.
    mutating func unwind(_ action: String, from source: any ScreenFeature<Effect, Message>, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]? {
        guard var code else { return [] }
        let from = source as? ImportedScreen
        let view =
            from.map { SceneView(scene: $0.sceneID, isEditing: false, imported: file.sceneIfAny($0.sceneID), changes: $0.changes) }
            ?? SceneView(scene: source.shownScene, isEditing: false, imported: nil, changes: [:])
        let commands = code.unwind(action, from: UnwindSource(code: from?.code, view: view), view: sceneView(in: context))
        self.code = code
        return commands
    }

    /// The code's action method; without code an action the file wires is accepted and does
    /// nothing.
    mutating func perform(_ selector: String, sender: UserAction, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]? {
        guard var code else { return [] }
        let commands = code.perform(selector, sender: sender, view: sceneView(in: context))
        self.code = code
        return commands
    }

    /// The screen the segue's scene shows (a navigation controller's root): with the code the
    /// source's `prepare` gives it, else the team's screen or registered code, or the file's as
    /// drawn.
    func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<Effect, Message>
    {
        let view = sceneView(in: context)
        if let destination = code?.prepare(for: segue, sender: sender, view: view) {
            let shown = file.imported.storyboard.contentScene(of: segue.destination) ?? segue.destination
            return ImportedScreen(shown, file: file, code: destination)
        }
        return file.screen(for: segue.destination)
    }

    /// The code prepares for an unwind segue leaving the scene.
    mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) {
        let view = sceneView(in: context)
        code?.prepare(forUnwind: segue, sender: sender, view: view)
    }

    /// The code's `viewDidLoad`.
    mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<Effect, Message>] {
        let view = sceneView(in: context)
        return code?.didLoad(view) ?? []
    }

    /// The code's `viewWillAppear:`. A scene that appears again has no focus: the keyboard
    /// went down when another scene covered it.
    mutating func willAppear(in context: ScreenContext) -> [ScreenCommand<Effect, Message>] {
        focusedField = nil
        let view = sceneView(in: context)
        return code?.willAppear(view) ?? []
    }

    /// A message for the code.
    mutating func receive(_ message: Message, in context: ScreenContext) -> [ScreenCommand<Effect, Message>] {
        let view = sceneView(in: context)
        return code?.receive(message, view: view) ?? []
    }

    /// The code's editing style for the row; none without code.
    func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle {
        code?.editingStyle(forRowAt: indexPath) ?? .none
    }

    /// Whether the code moves the row; no without code.
    func canMoveRow(at indexPath: TableIndexPath) -> Bool {
        code?.canMoveRow(at: indexPath) ?? false
    }

    /// The code's commit; a wiring error without code.
    mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]? {
        let view = sceneView(in: context)
        return code?.commit(style, forRowAt: indexPath, view: view)
    }

    /// The code's move; a wiring error without code.
    mutating func moveRow(at source: TableIndexPath, to destination: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Effect, Message>]? {
        let view = sceneView(in: context)
        return code?.moveRow(at: source, to: destination, view: view)
    }

    /// The file's view with the user's changes, each container view showing the scene its
    /// embed segue leads to.
    /// - Complexity: O(*n*) in the elements of the view and of the scenes it embeds.
    func render(in context: ScreenContext) -> ScreenContent {
        let filled: Element?
        do {
            filled = try codeFilledView(in: context)
        } catch {
            return error.screenContent
        }
        guard var view = filled else { return ScreenContent([]) }
        for (key, value) in changes {
            view.changeElements(named: key.name, inRow: key.row) { element in
                if let changed = value.applied(to: element) { element = changed }
            }
        }
        let offset = tableOffset
        var scrolled = false
        view.changeAll { element in
            switch element.kind {
            case .textField(var field):
                field.isFocused = false
                element.kind = .textField(field)
            case .textView(var textView):
                textView.isFocused = false
                element.kind = .textView(textView)
            case .table(var table) where !scrolled:
                scrolled = true
                if let offset { table.contentOffsetY = offset }
                element.kind = .table(table)
            default:
                break
            }
        }
        if let focused = focusedField {
            view.changeElements(named: focused.name, inRow: focused.row) { element in
                switch element.kind {
                case .textField(var field):
                    field.isFocused = true
                    element.kind = .textField(field)
                case .textView(var textView):
                    textView.isFocused = true
                    element.kind = .textView(textView)
                default:
                    break
                }
            }
        }
        return ScreenContent([view])
    }

    // MARK: The file's view

    /// How many rows a prototype table shows of each prototype, as placeholders of the rows its
    /// data source would give.
    static var placeholderRows: Int { 3 }

    /// How deep containers embed containers before the rest is left empty (a file whose embed
    /// segues lead back to their own scene would never end; `storyboard check` reports it).
    static var embeddingDepth: Int { 4 }

    /// The view of `scene`, or `filled` (the scene's view with its prototype table filled by
    /// code): each prototype table and collection view code did not fill with
    /// ``placeholderRows`` rows or items of each prototype, each container view showing its
    /// embed segue's scene, filling the container (a navigation controller's root, as its
    /// content).
    static func view(of scene: SceneID, in file: StoryboardFile<Effect, Message>, storyboard: Storyboard, depth: Int, filled: Element? = nil) -> Element? {
        guard let imported = file.sceneIfAny(scene), var view = filled ?? imported.view else { return nil }
        let prototypeTables = filled != nil ? [] : Set(imported.tables.filter { $0.content == .prototypes }.map(\.name))
        view.changeAll { element in
            switch element.kind {
            case .table(var table) where prototypeTables.contains(element.name):
                guard var sections = table.dataSource as? TableSections else { return }
                for index in sections.sections.indices {
                    sections.sections[index].rows = sections.sections[index].rows.flatMap { Array(repeating: $0, count: placeholderRows) }
                }
                table.dataSource = sections
                element.kind = .table(table)
            case .grid(var grid):
                // A collection view's prototypes (an imported grid's cells all have a reuse identifier).
                grid.cells = grid.cells.flatMap { Array(repeating: $0, count: $0.reuseIdentifier == nil ? 1 : placeholderRows) }
                element.kind = .grid(grid)
            default:
                break
            }
        }
        guard depth < embeddingDepth else { return view }
        for segue in storyboard.segues(from: scene) where segue.kind == .embed {
            guard case .container(let name) = segue.trigger,
                let child = storyboard.contentScene(of: segue.destination),
                var childView = Self.view(of: child, in: file, storyboard: storyboard, depth: depth + 1)
            else { continue }
            view.changeElements(named: name) { container in
                childView.frame = Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height)
                container.children = [childView]
            }
        }
        return view
    }

    // MARK: Changes

    private mutating func editFocusedField(in context: ScreenContext, _ edit: (inout String) -> Void) {
        guard let key = focusedField else { return }
        var text: String
        if case .text(let changed?)? = changes[key] {
            text = changed
        } else {
            text = Self.fileText(of: key, scene: sceneID, in: file, storyboard: context.storyboard) ?? ""
        }
        edit(&text)
        changes[key] = .text(text)
    }

    /// The text the file gives the text field `key` (in the content, or in the cell of its row).
    private static func fileText(of key: ControlKey, scene: SceneID, in file: StoryboardFile<Effect, Message>, storyboard: Storyboard) -> String? {
        guard var view = view(of: scene, in: file, storyboard: storyboard, depth: 0) else { return nil }
        var found: String?
        view.changeElements(named: key.name, inRow: key.row) { element in
            guard found == nil else { return }
            switch element.kind {
            case .textField(let field): found = field.text
            case .textView(let textView): found = textView.text
            default: break
            }
        }
        return found
    }

    /// Where the first table comes to rest when scrolled to `y`; nil when the view has none.
    private func restingTableOffset(_ y: Double) -> Double? {
        let offset = file.sceneIfAny(sceneID)?.view?.first { element -> Double? in
            guard case .table(let table) = element.kind else { return nil }
            let layout = TableLayout(table: table, width: element.frame.width)
            return ScrollView.restingOffset(y, contentLength: layout.contentHeight, visibleLength: element.frame.height)
        }
        return offset ?? tableOffset
    }
}
