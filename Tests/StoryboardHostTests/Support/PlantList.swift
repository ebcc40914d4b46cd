import Navigation
import Presentation

/// The Plants tab's root: the plants as rows (`PlantCell`, which the storyboard's `ShowPlant`
/// segue leaves from), loaded at launch and by Refresh, which is disabled while they load. A
/// failed load shows an alert whose Retry loads again.
struct PlantList: ScreenFeature {
    static let scene: SceneID = GardenStoryboard.plants
    static let frame = Rect(x: 0, y: 0, width: 320, height: 367)

    var plants: [String] = []
    var isLoading = false
    var contentOffsetY = 0.0

    var navigationItem: NavigationItem {
        NavigationItem(rightBarButtons: [.titled("Refresh", id: "refresh", isEnabled: !isLoading)])
    }

    mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<GardenEffect, GardenMessage>] {
        load()
    }

    mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<GardenEffect, GardenMessage>]? {
        switch touch {
        case .tapBarButton("refresh"):
            return load()
        case .scroll(let y):
            contentOffsetY = ScrollView.restingOffset(y, contentLength: Double(plants.count) * 44, visibleLength: Self.frame.height)
            return []
        default:
            return nil
        }
    }

    mutating func receive(_ message: GardenMessage, in context: ScreenContext) -> [ScreenCommand<GardenEffect, GardenMessage>] {
        switch message {
        case .plantsLoaded(let plants):
            self.plants = plants
            isLoading = false
            return []
        case .loadFailed(let reason):
            isLoading = false
            return [.alert(AlertState(title: "Failure", message: reason, buttons: [.cancel("OK"), AlertButton("Retry", action: .retry)]))]
        case .retry:
            return load()
        case .careLoaded:
            return []
        }
    }

    func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<GardenEffect, GardenMessage>
    {
        guard case .cell(_, let row, _) = sender, plants.indices.contains(row) else { throw .invalidSender(sender.description) }
        return PlantDetail(name: plants[row])
    }

    func render(in context: ScreenContext) -> ScreenContent {
        let rows = plants.map { TableSections.Row(TableCell(reuseIdentifier: "PlantCell", text: $0, accessory: .disclosureIndicator)) }
        let table = TableView(dataSource: TableSections([.init(rows: rows)]), contentOffsetY: contentOffsetY)
        return ScreenContent(
            [Element("tableView", frame: Self.frame, kind: .table(table)).autoresizing(.flexibleSize)],
            activity: isLoading ? "loading plants" : nil)
    }

    private mutating func load() -> [ScreenCommand<GardenEffect, GardenMessage>] {
        isLoading = true
        return [.run(.loadPlants)]
    }
}

/// A plant: its name, a note field (a tap focuses it, typing edits it) and its care notes in a
/// read-only text view that scrolls, loaded when the screen loads.
struct PlantDetail: ScreenFeature {
    static let scene: SceneID = GardenStoryboard.plant

    var name: String
    var note = ""
    var isEditingNote = false
    var care: String?

    var navigationItem: NavigationItem { NavigationItem(title: name) }

    mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<GardenEffect, GardenMessage>] {
        [.run(.loadCare(name))]
    }

    mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<GardenEffect, GardenMessage>]? {
        switch touch {
        case .tapTextField("noteField"):
            isEditingNote = true
        case .typeText(let text) where isEditingNote:
            note += text
        case .replaceText(let text) where isEditingNote:
            note = text
        default:
            return nil
        }
        return []
    }

    mutating func receive(_ message: GardenMessage, in context: ScreenContext) -> [ScreenCommand<GardenEffect, GardenMessage>] {
        if case .careLoaded(let care) = message { self.care = care }
        return []
    }

    func render(in context: ScreenContext) -> ScreenContent {
        ScreenContent(
            [
                .label("nameLabel", frame: Rect(x: 20, y: 20, width: 280, height: 21), Label(name)),
                Element(
                    "noteField", frame: Rect(x: 20, y: 49, width: 280, height: 31),
                    kind: .textField(TextField(note, placeholder: "Note", font: .system(14), isFocused: isEditingNote, placeholderOrigin: .app))),
                Element(
                    "careView", frame: Rect(x: 20, y: 90, width: 280, height: 219),
                    kind: .textView(TextView(care ?? "Loading care notes…", font: .system(14), isEditable: false))),
            ], activity: care == nil ? "loading care notes" : nil)
    }
}
