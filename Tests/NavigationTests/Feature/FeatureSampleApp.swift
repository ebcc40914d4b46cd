import Navigation
import Presentation

/// A small app made of screen features, as a team writes one: a list whose rows push a detail
/// (the storyboard draws the segue from the cell), a detail with a button of its own code and
/// a Notes bar button the storyboard draws a segue from. Each screen is one type; the app
/// names the storyboard and its root.
struct ShelfApp: FeatureApp {
    let name = "Shelf"
    var storyboard = ShelfApp.graph
    /// Whether the detail lets its Notes segue go (its `shouldPerform`).
    var notesAllowed = true

    func rootScreen(for scene: SceneID) -> any ScreenFeature<ShelfEffect, ShelfMessage> {
        ShelfList(notesAllowed: notesAllowed)
    }

    static let graph = Storyboard(
        initialScene: "Navigation",
        scenes: [
            StoryboardScene("Navigation", kind: .navigationController),
            StoryboardScene("List", kind: .tableViewController, title: "Shelf"),
            StoryboardScene(
                "Detail", kind: .viewController, title: "Book",
                actions: [
                    ControlAction("toggleFavorite:", from: "favorite"),
                    ControlAction("share:", from: "share"),  // wired in the file, not written yet
                ]),
            StoryboardScene("Notes", kind: .viewController, title: "Notes"),
        ],
        relationships: [.root(of: "Navigation", "List")],
        segues: [
            Segue("ShowDetail", .push, from: "List", trigger: .cell(prototype: "BookCell"), to: "Detail"),
            Segue("ShowNotes", .push, from: "Detail", trigger: .barButton("notes"), to: "Notes"),
            Segue("", .unwind, from: "Notes", trigger: .button("done"), to: "Notes", unwindAction: "backToShelf:"),
            Segue("Nowhere", .unwind, from: "Notes", trigger: .button("lost"), to: "Notes", unwindAction: "nobodyHasThis:"),
        ])
}

enum ShelfEffect: Equatable, Sendable {
    case loadBooks
    case loadNotes(String)
}

enum ShelfMessage: Equatable, Sendable {
    case booksLoaded([String])
    case notesLoaded(String)
    case retry
    case ping(Int)
    case renamed(String)
}

struct ShelfList: ScreenFeature {
    static let scene: SceneID = "List"
    var books: [String] = []
    var isLoading = false
    var notesAllowed = true
    /// How many times the list became the screen the user sees.
    var appearances = 0
    /// The notes an unwind segue came back from, if one did.
    var unwoundFrom: String?

    /// `- (IBAction)backToShelf:(UIStoryboardSegue *)segue`.
    mutating func unwind(_ action: String, from source: any ScreenFeature<ShelfEffect, ShelfMessage>, in context: ScreenContext)
        -> [ScreenCommand<ShelfEffect, ShelfMessage>]?
    {
        guard action == "backToShelf:" else { return nil }
        unwoundFrom = (source as? ShelfNotes)?.title
        return []
    }

    mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>] {
        isLoading = true
        return [.run(.loadBooks)]
    }

    mutating func willAppear(in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>] {
        appearances += 1
        return []
    }

    mutating func receive(_ message: ShelfMessage, in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>] {
        switch message {
        case .booksLoaded(let books):
            self.books = books
            isLoading = false
        case .renamed(let title):
            books = books.map { _ in title }
        default:
            break
        }
        return []
    }

    func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<ShelfEffect, ShelfMessage>
    {
        guard case .cell(_, let row, _) = sender, books.indices.contains(row) else { throw .invalidSender(sender.description) }
        return ShelfDetail(title: books[row], listID: context.id, notesAllowed: notesAllowed)
    }

    func render(in context: ScreenContext) -> ScreenContent {
        let rows = books.map { TableSections.Row(TableCell(reuseIdentifier: "BookCell", text: $0, accessory: .disclosureIndicator)) }
        return ScreenContent(
            [
                Element(
                    "tableView", frame: Rect(x: 0, y: 0, width: 320, height: 416),
                    kind: .table(TableView(dataSource: TableSections([.init(rows: rows)]))))
            ],
            activity: isLoading ? "loading books" : nil)
    }
}

struct ShelfDetail: ScreenFeature {
    static let scene: SceneID = "Detail"
    var title: String
    var listID: ScreenID
    var notesAllowed = true
    var isMarked = false
    var isFavorite = false
    var pings: [Int] = []

    var navigationItem: NavigationItem {
        NavigationItem(title: title, rightBarButtons: [BarButton(id: "notes", content: .title("Notes"))])
    }

    mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>]? {
        switch touch {
        case .tapButton("mark"):
            isMarked = true
            return []
        case .tapButton("ask"):
            return [.alert(AlertState(title: "Reload?", buttons: [.cancel("No"), AlertButton("Reload", action: .retry)]))]
        case .tapButton("loop"):
            return [.send(.ping(0), to: context.id)]
        case .tapButton("forget"):
            return [.pop(context.id), .send(.ping(-1), to: context.id)]
        case .tapButton("rename"):
            title = "Renamed"
            return [.broadcast(.renamed(title))]
        default:
            return nil
        }
    }

    mutating func perform(_ selector: String, sender: UserAction, in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>]? {
        switch selector {
        case "toggleFavorite:":
            isFavorite.toggle()
            return []
        default:
            return nil
        }
    }

    mutating func receive(_ message: ShelfMessage, in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>] {
        switch message {
        case .retry: return [.send(.booksLoaded(["Reloaded"]), to: listID)]
        case .ping(let count):
            pings.append(count)
            return count >= 0 ? [.send(.ping(count + 1), to: context.id)] : []
        default: return []
        }
    }

    func shouldPerform(_ segue: Segue, sender: SegueSender<Never>) -> Bool { notesAllowed }

    func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<ShelfEffect, ShelfMessage>
    {
        ShelfNotes(title: title)
    }

    func render(in context: ScreenContext) -> ScreenContent {
        ScreenContent([
            .label("titleLabel", frame: Rect(x: 20, y: 20, width: 280, height: 21), Label(title + (isMarked ? " ✓" : ""))),
            Element("mark", frame: Rect(x: 20, y: 60, width: 280, height: 44), kind: .button(Button("Mark"))),
            Element("ask", frame: Rect(x: 20, y: 110, width: 280, height: 44), kind: .button(Button("Ask"))),
            Element("loop", frame: Rect(x: 20, y: 160, width: 280, height: 44), kind: .button(Button("Loop"))),
            Element("forget", frame: Rect(x: 20, y: 210, width: 280, height: 44), kind: .button(Button("Forget"))),
            Element("stray", frame: Rect(x: 20, y: 260, width: 280, height: 44), kind: .button(Button("Stray"))),
            Element("rename", frame: Rect(x: 20, y: 310, width: 280, height: 44), kind: .button(Button("Rename"))),
            Element("favorite", frame: Rect(x: 20, y: 360, width: 130, height: 44), kind: .button(Button(isFavorite ? "Unfavorite" : "Favorite"))),
            Element("share", frame: Rect(x: 170, y: 360, width: 130, height: 44), kind: .button(Button("Share"))),
        ])
    }
}

/// The screen added last: one file, and the `prepare` of the detail, which the storyboard's
/// `ShowNotes` segue leaves. Nothing else in the app changed to add it.
struct ShelfNotes: ScreenFeature {
    static let scene: SceneID = "Notes"
    var title: String
    var notes: String?

    mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>] {
        [.run(.loadNotes(title))]
    }

    mutating func receive(_ message: ShelfMessage, in context: ScreenContext) -> [ScreenCommand<ShelfEffect, ShelfMessage>] {
        if case .notesLoaded(let notes) = message { self.notes = notes }
        return []
    }

    func render(in context: ScreenContext) -> ScreenContent {
        ScreenContent(
            [
                .label("notesLabel", frame: Rect(x: 20, y: 20, width: 280, height: 21), Label(notes ?? "Loading notes…")),
                Element("done", frame: Rect(x: 20, y: 60, width: 130, height: 44), kind: .button(Button("Done"))),
                Element("lost", frame: Rect(x: 170, y: 60, width: 130, height: 44), kind: .button(Button("Lost"))),
            ], activity: notes == nil ? "loading notes" : nil)
    }
}

/// The shelf's effects on fixed data.
struct ShelfEffects: EffectRunner {
    func run(_ routed: RoutedEffect<ShelfEffect>) async -> [FeatureAppAction<ShelfMessage>] {
        switch routed.effect {
        case .loadBooks: [.message(RoutedMessage(.booksLoaded(["Dune", "Emma"]), to: routed.screen))]
        case .loadNotes(let title): [.message(RoutedMessage(.notesLoaded("Notes on \(title)"), to: routed.screen))]
        }
    }
}
